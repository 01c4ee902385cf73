import { formatDateTime, localizePath, TrainingLocationType } from '@vag/domain';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { WaitingListEntry } from '../../api-client/waiting-list';
import { useLocale, useT } from '../../lib/use-site';
import { CsrfField } from '../CsrfField';
import { fillMessage } from '../catalogue/fill-message';
import { SubmitButton } from '../forms/SubmitButton';

/** What the page shows of an entry: its own state, or `started` for one whose date began while it waited. */
export type Shown = WaitingListEntry['status'] | 'started';

/**
 * The state to show at `now`: an offer run out, or a date begun, before the sweep saw it is shown
 * as the sweep will leave it. An entry expired without an offer is one whose date began.
 */
export function shownStateOf(entry: WaitingListEntry, now: number): Shown {
  const begun = new Date(entry.training_date.start_at).getTime() <= now;
  if (entry.status === 'offered' && entry.offer_expires_at !== null && Date.parse(entry.offer_expires_at) <= now) {
    return 'expired';
  }
  if ((entry.status === 'waiting' && begun) || (entry.status === 'expired' && entry.offers === 0)) return 'started';
  return entry.status;
}

/**
 * A waiting-list entry's page (issue 24): the training and date, then by its state the place in
 * line and "leave", the offer with its deadline (Budapest time) and "accept", the way to the cart,
 * or why it ended and the way back to the training. A new state (after leaving) or a refusal
 * takes the focus, so that it is read out.
 */
export function WaitingListEntryPanel({
  entry,
  shown,
  refusal,
}: {
  entry: WaitingListEntry;
  shown: Shown;
  refusal: string | null;
}) {
  const t = useT();
  const date = entry.training_date;
  const online = date.location_type_id === TrainingLocationType.online;
  const panelRef = useRef<HTMLElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const firstShown = useRef(shown);
  useEffect(() => {
    if (shown !== firstShown.current) panelRef.current?.focus();
    firstShown.current = shown;
  }, [shown]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  return (
    <div className="container waitlist-page">
      <p className="eyebrow">{t('waitingList.page.title')}</p>
      <h1 className="waitlist-page__title">{entry.training.name}</h1>
      <p className="waitlist-page__when">
        <time dateTime={date.start_at}>{formatDateTime(date.start_at)}</time>
        {' · '}
        {online ? t('waitingList.page.online') : date.venue}
      </p>
      {refusal && (
        <div
          ref={refusalRef}
          className="form-notice form-notice--error"
          role="alert"
          tabIndex={-1}
          // biome-ignore lint/a11y/noAutofocus: without JavaScript the refusal is where the visitor must go next
          autoFocus
        >
          {refusal}
        </div>
      )}
      <section
        ref={panelRef}
        tabIndex={-1}
        className={`account-panel waitlist-page__panel waitlist-page__panel--${shown}`}
        aria-labelledby="waitlist-state"
      >
        <h2 id="waitlist-state" className="waitlist-page__state">
          {/* A date begun ends the entry like an offer run out, and looks the same (waiting-list.css). */}
          <span className={`waitlist-badge waitlist-badge--${shown}`}>{t(`waitingList.status.${shown}`)}</span>
        </h2>
        <StateBody entry={entry} shown={shown} />
        <dl className="waitlist-page__facts">
          <div>
            <dt>{t('waitingList.join.name')}</dt>
            <dd>{entry.name}</dd>
          </div>
          <div>
            <dt>{t('waitingList.join.email')}</dt>
            <dd>{entry.email}</dd>
          </div>
          <div>
            <dt>{t('waitingList.page.seatsLabel')}</dt>
            <dd>{entry.seats}</dd>
          </div>
          <div>
            <dt>{t('waitingList.page.joinedLabel')}</dt>
            <dd>
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function StateBody({ entry, shown }: { entry: WaitingListEntry; shown: Shown }) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state !== 'idle';
  switch (shown) {
    case 'waiting':
      return (
        <>
          <p className="waitlist-page__lead">
            {fillMessage(t('waitingList.waiting.position'), { position: entry.position ?? '–' })}
          </p>
          <p>{t('waitingList.waiting.text')}</p>
          <Form method="post" className="waitlist-page__actions">
            <CsrfField />
            <SubmitButton busy={busy} variant="secondary" name="intent" value="leave">
              {t('waitingList.waiting.leave')}
            </SubmitButton>
          </Form>
        </>
      );
    case 'offered':
      return (
        <>
          <p className="waitlist-page__lead">
            {fillMessage(t('waitingList.offered.text'), {
              count: entry.seats,
              time: entry.offer_expires_at ? formatDateTime(entry.offer_expires_at) : '',
            })}
          </p>
          <p>{t('waitingList.offered.hint')}</p>
          <Form method="post" className="waitlist-page__actions">
            <CsrfField />
            <SubmitButton busy={busy} name="intent" value="accept">
              {t('waitingList.offered.accept')}
            </SubmitButton>
            <button type="submit" name="intent" value="leave" className="link-button" disabled={busy}>
              {t('waitingList.offered.decline')}
            </button>
          </Form>
        </>
      );
    case 'accepted':
      return (
        <>
          <p className="waitlist-page__lead">{t('waitingList.accepted.text')}</p>
          <p className="waitlist-page__actions">
            <Link to={localizePath('/cart', locale)} className="button button--primary">
              {t('waitingList.accepted.cart')}
            </Link>
          </p>
        </>
      );
    case 'started':
      return (
        <>
          <p className="waitlist-page__lead">{t('waitingList.started.text')}</p>
          <p>{t('waitingList.started.otherDates')}</p>
          <TrainingLink url={entry.training.url} label={t('waitingList.started.training')} />
        </>
      );
    default: {
      const free = entry.training_date.seats_free >= entry.seats;
      return (
        <>
          <p className="waitlist-page__lead">{t(`waitingList.${shown}.text`)}</p>
          <p>{t(free ? 'waitingList.closed.free' : 'waitingList.closed.again')}</p>
          <TrainingLink url={entry.training.url} label={t('waitingList.closed.training')} />
        </>
      );
    }
  }
}

/** The way back to the training's page, where its dates are (none when the training has no page). */
function TrainingLink({ url, label }: { url: string | null; label: string }) {
  if (!url) return null;
  return (
    <p className="waitlist-page__actions">
      <Link to={url} className="button button--secondary">
        {label}
      </Link>
    </p>
  );
}

/** An unknown token: most often an older mail's link, which a newer mail's replaced. */
export function WaitingListNotFound() {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container waitlist-page">
      <p className="eyebrow">{t('waitingList.page.title')}</p>
      <h1 className="waitlist-page__title">{t('waitingList.notFound.title')}</h1>
      <div className="account-panel waitlist-page__panel">
        <p className="waitlist-page__lead">{t('waitingList.notFound.text')}</p>
        <p className="waitlist-page__actions">
          <Link to={localizePath('/training-calendar', locale)} className="button button--secondary">
            {t('waitingList.notFound.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
