import { parsePath } from '@vag/domain';
import type { MetaDescriptor } from 'react-router';
import { type MessageKey, translator } from '../../i18n';
import { pageMeta } from '../../lib/meta';

/** Account and sign-in pages: titled in the page's language, kept out of search engines. */
export function accountMeta(
  args: { matches: Parameters<typeof pageMeta>[0]['matches']; location: { pathname: string } },
  titleKey: MessageKey,
): MetaDescriptor[] {
  const t = translator(parsePath(args.location.pathname).locale);
  return [...pageMeta({ ...args, title: t(titleKey) }), { name: 'robots', content: 'noindex' }];
}
