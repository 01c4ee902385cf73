import { type AdminContactRequest, formatDateTime } from '@vag/domain';
import type { T } from '../i18n';

type Handled = Pick<AdminContactRequest, 'handled_at' | 'handled_by'>;

/** An inbox item's state: new, or handled by whom and when. */
export function InboxState({ item, t }: { item: Handled; t: T }) {
  if (!item.handled_at) return <span className="state state-new">{t('inboxState_new')}</span>;
  return (
    <span className="keep-words">
      <span className="state state-handled">{t('inboxState_handled')}</span>
      <br />
      <span className="muted">
        {t('inboxHandledBy', { name: item.handled_by?.name ?? '—', date: formatDateTime(item.handled_at) })}
      </span>
    </span>
  );
}
