import { formatDateTime } from '@vag/domain';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { AdminWaitingListEntry } from '../api-client/waiting-list';
import type { T } from '../i18n';
import { splitWaitingList, stepsOf, WAITING_LIST_INTENT, waitingEntryRowId } from '../lib/waiting-list';

/** The panel's heading: the training's list of dates links a date's waiting list here. */
export const WAITING_LIST_PANEL_ID = 'date-waiting-list';

/** A refused step, shown under its entry's row. */
export interface WaitingListRefusal {
  entryId: number;
  message: string;
}

interface Column {
  label: string;
  numeric?: boolean;
  cell: (entry: AdminWaitingListEntry) => ReactNode;
}

const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at)}</time> : '–');

/** The live list's columns (queue place, offer deadline) or the ended one's (when it ended). */
function columnsOf(kind: 'live' | 'ended', t: T): Column[] {
  const person: Column = {
    label: t('waitingListPerson'),
    cell: (entry) => (
      <>
        {entry.name}
        <br />
        <a href={`mailto:${entry.email}`}>
          {entry.email.split('@')[0]}
          <wbr />@{entry.email.split('@').slice(1).join('@')}
        </a>
      </>
    ),
  };
  const seats: Column = { label: t('waitingListSeats'), numeric: true, cell: (entry) => entry.seats };
  const status: Column = {
    label: t('waitingListStatus'),
    cell: (entry) => (
      <span className={`waiting-state waiting-state-${entry.status}`}>
        {/* Expired without an offer: the date began before a place freed (the sweep closed the list). */}
        {t(
          entry.status === 'expired' && entry.offers === 0
            ? 'waitingListStatus_started'
            : `waitingListStatus_${entry.status}`,
        )}
      </span>
    ),
  };
  const joined: Column = { label: t('waitingListJoined'), cell: (entry) => when(entry.created_at) };
  const offers: Column = { label: t('waitingListOffers'), numeric: true, cell: (entry) => entry.offers };
  if (kind === 'ended') {
    const ended: Column = {
      label: t('waitingListEndedAt'),
      cell: (entry) => when(entry.ended_at ?? entry.accepted_at),
    };
    return [person, seats, status, joined, ended, offers];
  }
  return [
    { label: t('waitingListPosition'), numeric: true, cell: (entry) => entry.position ?? '–' },
    person,
    seats,
    status,
    joined,
    {
      label: t('waitingListOfferUntil'),
      cell: (entry) => when(entry.status === 'offered' ? entry.offer_expires_at : null),
    },
    offers,
  ];
}

/** The entry's steps, each a small form posted to the date's action (with or without JavaScript). */
function EntrySteps({
  entry,
  csrf,
  busy,
  refused,
  t,
}: {
  entry: AdminWaitingListEntry;
  csrf: string;
  busy: boolean;
  refused: boolean;
  t: T;
}) {
  const steps = stepsOf(entry);
  const hidden = (step: string) => (
    <>
      <input type="hidden" name="_token" value={csrf} />
      <input type="hidden" name="intent" value={WAITING_LIST_INTENT} />
      <input type="hidden" name="entry_id" value={entry.id} />
      <input type="hidden" name="type" value={step} />
    </>
  );
  return (
    <div className="waiting-steps">
      {steps.includes('offer') && (
        <Form method="post">
          {hidden('offer')}
          <button
            type="submit"
            className="button small"
            disabled={busy}
            aria-label={t('waitingListOfferOf', { name: entry.name })}
            aria-describedby={refused ? `${waitingEntryRowId(entry.id)}-error` : undefined}
          >
            {t('waitingListOffer')}
          </button>
        </Form>
      )}
      {steps.includes('remove') && (
        <Form method="post" className="waiting-remove">
          {hidden('remove')}
          <label className="check">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-label={t('waitingListConfirmOf', { name: entry.name })}
            />
            {t('waitingListConfirm')}
          </label>
          <button
            type="submit"
            className="button small danger"
            disabled={busy}
            aria-label={t('waitingListRemoveOf', { name: entry.name })}
          >
            {t('waitingListRemove')}
          </button>
        </Form>
      )}
    </div>
  );
}

/** Entries as a table (cards in a narrow panel); a refused step's reason in a row of its own under its entry. */
function EntriesTable({
  kind,
  caption,
  entries,
  manage,
  csrf,
  busy,
  refusal,
  t,
}: {
  kind: 'live' | 'ended';
  caption: string;
  entries: AdminWaitingListEntry[];
  manage: boolean;
  csrf: string;
  busy: boolean;
  refusal?: WaitingListRefusal;
  t: T;
}) {
  const columns = columnsOf(kind, t);
  const steps = manage && entries.some((entry) => stepsOf(entry).length > 0);
  const span = columns.length + (steps ? 1 : 0);
  return (
    <div className="waiting-entries">
      <table className="lines waiting-list">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? 'number' : undefined}>
                {column.label}
              </th>
            ))}
            {steps && <th scope="col">{t('waitingListActions')}</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const note = refusal?.entryId === entry.id ? refusal.message : undefined;
            const refused = note !== undefined;
            return [
              <tr key={entry.id} id={waitingEntryRowId(entry.id)} className={refused ? 'refused' : undefined}>
                {columns.map((column) => (
                  <td key={column.label} data-label={column.label} className={column.numeric ? 'number' : undefined}>
                    <div>{column.cell(entry)}</div>
                  </td>
                ))}
                {steps && (
                  <td data-label={t('waitingListActions')}>
                    {stepsOf(entry).length > 0 && (
                      <EntrySteps entry={entry} csrf={csrf} busy={busy} refused={refused} t={t} />
                    )}
                  </td>
                )}
              </tr>,
              refused && (
                <tr key={`${entry.id}-error`} className="waiting-refusal">
                  <td colSpan={span}>
                    <p className="field-error" id={`${waitingEntryRowId(entry.id)}-error`}>
                      {note}
                    </p>
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A training date's waiting list (issue 24): who waits, in queue order, with their offers; the
 * ended entries folded below (open when a refused step is theirs). `manage`: staff who handle
 * enrolments may offer now or remove.
 */
export function WaitingList({
  entries,
  manage,
  csrf,
  busy,
  refusal,
  t,
}: {
  entries: readonly AdminWaitingListEntry[];
  manage: boolean;
  csrf: string;
  busy: boolean;
  refusal?: WaitingListRefusal;
  t: T;
}) {
  const { live, ended, waiting } = splitWaitingList(entries);
  const shared = { manage, csrf, busy, refusal, t };
  const endedTitle = t('waitingListEndedTitle', { count: ended.length });
  return (
    <section className="panel" aria-labelledby={WAITING_LIST_PANEL_ID}>
      <h2 id={WAITING_LIST_PANEL_ID} className="waiting-heading">
        {t('waitingListTitle')}{' '}
        {waiting > 0 && <span className="count-badge">{t('waitingListCount', { count: waiting })}</span>}
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{t('waitingListNone')}</p>
      ) : (
        <>
          <p className="hint waiting-intro">{t('waitingListIntro')}</p>
          {live.length > 0 ? (
            <EntriesTable kind="live" caption={t('waitingListTitle')} entries={live} {...shared} />
          ) : (
            <p className="muted">{t('waitingListNoneLive')}</p>
          )}
          {ended.length > 0 && (
            <details className="waiting-ended" open={ended.some((entry) => entry.id === refusal?.entryId) || undefined}>
              <summary>{endedTitle}</summary>
              <EntriesTable kind="ended" caption={endedTitle} entries={ended} {...shared} />
            </details>
          )}
        </>
      )}
    </section>
  );
}
