import type { T } from '../i18n';

/** A list filter's first and last day (`from`, `to`, ISO dates in the URL). */
export function DateRangeFields({ from, to, t }: { from?: string; to?: string; t: T }) {
  return (
    <>
      <div className="field inline">
        <label htmlFor="from">{t('auditFrom')}</label>
        <input id="from" name="from" type="date" defaultValue={from ?? ''} />
      </div>
      <div className="field inline">
        <label htmlFor="to">{t('auditTo')}</label>
        <input id="to" name="to" type="date" defaultValue={to ?? ''} />
      </div>
    </>
  );
}
