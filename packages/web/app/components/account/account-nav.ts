import { type SiteKey, type User, visibleBalanceKinds } from '@vag/domain';
import type { MessageKey } from '../../i18n';

export interface AccountNavEntry {
  /** Canonical path under /account. */
  path: string;
  label: MessageKey;
}

/**
 * The account menu of spec §2 for a site and a user: the shop has no dashboard, edit or
 * my-trainings (its profile form lives at /account); the wish list is the shop's; the
 * virtual balance is for roles 2 and 3; the guest code for users who have one.
 * The academy's order history lists enrolments; my trainings is the academy's.
 */
export function accountNavEntries(site: SiteKey, user: User): AccountNavEntry[] {
  const roles = user.credential.roles.map((role) => role.id);
  return [
    site === 'academy'
      ? { path: '/account/static/dashboard', label: 'account.nav.dashboard' }
      : { path: '/account', label: 'account.nav.profile' },
    ...(site === 'academy' ? [{ path: '/account/edit', label: 'account.nav.profile' } as const] : []),
    { path: '/account/address', label: 'account.nav.addresses' },
    ...(site === 'academy' ? [{ path: '/account/my-trainings', label: 'account.nav.myTrainings' } as const] : []),
    { path: '/account/order-history', label: site === 'shop' ? 'account.nav.orderHistory' : 'account.nav.enrolments' },
    ...(site === 'shop' ? [{ path: '/account/wish-list', label: 'account.nav.wishList' } as const] : []),
    ...(visibleBalanceKinds(roles).length > 0
      ? [{ path: '/account/virtual-balance', label: 'account.nav.virtualBalance' } as const]
      : []),
    ...(user.referrer_code ? [{ path: '/account/guest-code', label: 'account.nav.guestCode' } as const] : []),
    { path: '/account/change-password', label: 'account.nav.changePassword' },
    { path: '/account/delete', label: 'account.nav.delete' },
  ];
}
