import { HostId, type Locale, localeFromId, TrainingLocationType } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { storefrontUrl } from '../../lib/links';
import { enqueueMail } from '../../lib/mail';
import { canonicalPath, localizedPath } from '../catalogue/catalogue.seo';
import { findTrainingDateSeats, type TrainingDateSeats } from '../trainings/trainings.dates';
import { loadTrainings } from '../trainings/trainings.service';
import type { AdminWaitingListEntry, WaitingListEntryView } from './waiting-list.contract';
import { type EntryRow, selectPosition } from './waiting-list.queries';

/*
 * What an entry shows (its page, the back office's list) and what its mails say: the date and its
 * training, named in the entry's language, and the links of the mails.
 */

/** The API options the waiting list reads: the offer's and the cart hold's times, the sites' addresses for links. */
export type WaitingListOptions = Pick<ApiOptions, 'accounts' | 'waitingListOfferHours' | 'academySeatHoldMinutes'>;

export const DEFAULT_WAITING_LIST_OFFER_HOURS = 24;

export const offerHoursOf = (options: WaitingListOptions) =>
  options.waitingListOfferHours ?? DEFAULT_WAITING_LIST_OFFER_HOURS;

export const entryLocale = (entry: Pick<EntryRow, 'localeId'>): Locale => localeFromId(entry.localeId) ?? 'hu';

/** A date with its training's name and page. */
export interface DateInfo {
  date: TrainingDateSeats;
  training: { id: number; name: string; fullUri: string };
}

/** The date and its training in `locale` (the other language's name when it has none in it). */
export async function dateInfo(db: Db, trainingDateId: number, locale: Locale): Promise<DateInfo | undefined> {
  const date = (await findTrainingDateSeats(db, [trainingDateId])).get(trainingDateId);
  if (!date) return undefined;
  for (const language of [locale, locale === 'hu' ? 'en' : 'hu'] as const) {
    const [training] = await loadTrainings(db, [date.trainingId], language, []);
    if (training) return { date, training: { id: training.id, name: training.title, fullUri: training.full_uri } };
  }
  return { date, training: { id: date.trainingId, name: '', fullUri: '' } };
}

/** Places of a classroom date nobody holds (an online date is not limited). */
export const seatsFree = (date: Pick<TrainingDateSeats, 'locationTypeId' | 'capacity' | 'seatsHeld'>) =>
  date.locationTypeId === TrainingLocationType.classroom ? Math.max(date.capacity - date.seatsHeld, 0) : date.capacity;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** WaitingListEntryView: the entry's page. */
export async function entryView(db: Db, entry: EntryRow): Promise<WaitingListEntryView> {
  const locale = entryLocale(entry);
  const info = await dateInfo(db, entry.trainingDateId, locale);
  if (!info) throw new Error(`waiting-list entry ${entry.id} has no date`);
  const { date, training } = info;
  return {
    id: entry.id,
    status: entry.status as WaitingListEntryView['status'],
    seats: entry.seats,
    offers: entry.offers,
    position: entry.status === 'waiting' ? await selectPosition(db, entry) : null,
    name: entry.name,
    email: entry.email,
    offer_expires_at: entry.status === 'offered' ? iso(entry.offerExpiresAt) : null,
    created_at: entry.createdAt.toISOString(),
    training_date: {
      id: date.id,
      start_at: date.startAt.toISOString(),
      location_type_id: date.locationTypeId,
      venue: date.venue,
      capacity: date.capacity,
      seats_free: seatsFree(date),
    },
    training: {
      id: training.id,
      name: training.name,
      url: training.fullUri ? localizedPath('training', [training.fullUri], locale) : null,
    },
  };
}

/** An entry as staff see it in the date's list. */
export const adminEntryOf = (entry: EntryRow, position: number | null): AdminWaitingListEntry => ({
  id: entry.id,
  status: entry.status as AdminWaitingListEntry['status'],
  position,
  name: entry.name,
  email: entry.email,
  seats: entry.seats,
  offers: entry.offers,
  offered_at: iso(entry.offeredAt),
  offer_expires_at: iso(entry.offerExpiresAt),
  accepted_at: iso(entry.acceptedAt),
  created_at: entry.createdAt.toISOString(),
  ended_at: iso(entry.endedAt),
});

/** The entry's own page, opened by the token of the mail that carries it. */
const entryPageUrl = (options: WaitingListOptions, locale: Locale, token: string) =>
  storefrontUrl(options, HostId.academy, locale, `/waiting-list/${encodeURIComponent(token)}`);

const mailed = (entry: EntryRow, info: DateInfo) => ({
  name: entry.name,
  training: info.training.name,
  startsAt: info.date.startAt.toISOString(),
  seats: entry.seats,
});

/** "You are on the list", with the entry's page. */
export async function mailJoined(
  tx: Db,
  options: WaitingListOptions,
  entry: EntryRow,
  token: string,
  position: number,
) {
  const locale = entryLocale(entry);
  const info = await dateInfo(tx, entry.trainingDateId, locale);
  if (!info) return;
  await enqueueMail(tx, {
    to: entry.email,
    kind: 'waiting_list_joined',
    locale,
    data: { ...mailed(entry, info), position, url: entryPageUrl(options, locale, token) },
  });
}

/** The offer with its deadline; its page accepts it. */
export async function mailOffer(tx: Db, options: WaitingListOptions, entry: EntryRow, token: string) {
  const locale = entryLocale(entry);
  const info = await dateInfo(tx, entry.trainingDateId, locale);
  if (!info || !entry.offerExpiresAt) return;
  await enqueueMail(tx, {
    to: entry.email,
    kind: 'waiting_list_offer',
    locale,
    data: {
      ...mailed(entry, info),
      expiresAt: entry.offerExpiresAt.toISOString(),
      url: entryPageUrl(options, locale, token),
    },
  });
}

/** An entry closed without its places: the person is pointed to the training's page (its other dates). */
async function mailTrainingPage(
  tx: Db,
  options: WaitingListOptions,
  entry: EntryRow,
  kind: 'waiting_list_offer_expired' | 'waiting_list_date_started',
) {
  const locale = entryLocale(entry);
  const info = await dateInfo(tx, entry.trainingDateId, locale);
  if (!info) return;
  await enqueueMail(tx, {
    to: entry.email,
    kind,
    locale,
    data: {
      ...mailed(entry, info),
      url: storefrontUrl(options, HostId.academy, locale, canonicalPath('training', [info.training.fullUri])),
    },
  });
}

/** "Your offer ran out", with the training's other dates. */
export const mailOfferExpired = (tx: Db, options: WaitingListOptions, entry: EntryRow) =>
  mailTrainingPage(tx, options, entry, 'waiting_list_offer_expired');

/** "The date began without a free place for you", with the training's other dates. */
export const mailDateStarted = (tx: Db, options: WaitingListOptions, entry: EntryRow) =>
  mailTrainingPage(tx, options, entry, 'waiting_list_date_started');
