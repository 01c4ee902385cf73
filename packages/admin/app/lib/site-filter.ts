import type { StaffMe } from '@vag/domain';

/** The site filter of the URL, when the member's role covers it. */
export function siteFilter(
  value: string | null | undefined,
  me: Pick<StaffMe, 'sites'>,
): 'shop' | 'academy' | undefined {
  return (value === 'shop' || value === 'academy') && me.sites.includes(value) ? value : undefined;
}
