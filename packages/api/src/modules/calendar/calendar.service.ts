import { HostId, type Locale, localeFromId, type Training, type TrainingCategory } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';
import { storefrontUrl } from '../../lib/links';
import { siteNames } from '../../lib/mail/layout';
import { subscriptionInvoiceSale } from '../academy-subscriptions/academy-subscriptions.invoice-sale';
import { getSubscriptionByPaymentKey } from '../academy-subscriptions/academy-subscriptions.service';
import { canonicalPath } from '../catalogue/catalogue.seo';
import { purchaseUrl } from '../purchases/purchases.service';
import { listTrainingCategories } from '../training-categories/training-categories.service';
import { selectStaffTrainingDate } from '../trainings/trainings.enrolment-queries';
import { listTrainings } from '../trainings/trainings.service';
import { type CalendarEvent, type CalendarEventStatus, renderCalendar } from './calendar.ics';
import { calendarTexts } from './calendar.texts';

/*
 * The academy's dates as iCalendar (issue 24): an enrolment's own dates, for its buyer to import,
 * and a feed of the upcoming public dates, of one training category or of all, to subscribe to.
 * Neither ever holds an online date's link: a file travels further than the paid participant's
 * mail that carries it (issue 21).
 */

/** Trainings read per page while a feed is built: the academy's whole catalogue fits in one or two. */
const FEED_PAGE_SIZE = 100;
/** How often a subscribed calendar should fetch a feed again. */
export const FEED_REFRESH_SECONDS = 3_600;

/** Who may read an enrolment's calendar is decided as for its invoice: its owner, or its payment key. */
export interface EnrolmentHolder {
  userId: number | null;
  paymentKey: string;
}

/** The academy's host name: the domain part of every event's UID, so UIDs never collide with others'. */
const academyHost = (options: ApiOptions) => new URL(storefrontUrl(options, HostId.academy, 'hu', '/')).hostname;

const trainingPageUrl = (options: ApiOptions, locale: Locale, fullUri: string | null) =>
  fullUri ? storefrontUrl(options, HostId.academy, locale, canonicalPath('training', [fullUri])) : null;

const statusOf = (enrolmentStatus: string, dateCancelled: boolean): CalendarEventStatus => {
  if (dateCancelled || enrolmentStatus === 'cancelled') return 'cancelled';
  return enrolmentStatus === 'pending' ? 'tentative' : 'confirmed';
};

const descriptionOf = (lines: (string | null)[]) => lines.filter((line) => line !== null).join('\n');

/**
 * One event per training date the enrolment holds, at the date's current time and place (staff
 * may have moved it since the enrolment); a date called off, or a cancelled enrolment, reads as
 * cancelled, so a calendar that imported it earlier strikes it through.
 */
async function enrolmentEvents(
  db: Db,
  options: ApiOptions,
  enrolment: EnrolmentHolder & { id: number; number: string },
  locale: Locale,
): Promise<CalendarEvent[]> {
  const subscription = await getSubscriptionByPaymentKey(db, options, enrolment.paymentKey, locale);
  const items = [...new Map(subscription.items.map((item) => [item.trainingDate.id, item])).values()];
  const dates = await Promise.all(items.map((item) => selectStaffTrainingDate(db, item.trainingDate.id, locale)));
  const texts = calendarTexts[locale];
  const host = academyHost(options);
  // A guest's page opens with the payment key, a credential: calendars get shared, so they get the training's page only.
  const enrolmentUrl =
    enrolment.userId === null
      ? null
      : purchaseUrl(options, 'academy_subscription', { ...enrolment, userId: enrolment.userId }, locale);
  return items.map((item, index) => {
    const date = dates[index];
    const trainingUrl = trainingPageUrl(options, locale, item.training.full_uri);
    const online = item.trainingLocationType.code === 'online';
    return {
      uid: `aka-${enrolment.id}-${item.trainingDate.id}@${host}`,
      start: date?.startAt ?? new Date(item.trainingDate.start_at),
      end: date?.endAt ?? null,
      summary: item.training.title,
      location: online ? texts.onlineLocation : (date?.venue ?? item.trainingDate.venue),
      description: descriptionOf([
        `${texts.enrolmentNumber}: ${enrolment.number}`,
        enrolmentUrl && `${texts.enrolmentPage}: ${enrolmentUrl}`,
        trainingUrl && `${texts.trainingPage}: ${trainingUrl}`,
      ]),
      url: enrolmentUrl ?? trainingUrl,
      status: statusOf(subscription.academySubscriptionStatus.code, Boolean(date?.cancelledAt)),
    };
  });
}

/**
 * An enrolment's calendar when `allowed` says the reader holds it (404 otherwise, as for one that
 * does not exist), in `locale`, else in the language it was placed in.
 */
export async function readableEnrolmentCalendar(
  db: Db,
  options: ApiOptions,
  subscriptionId: number,
  allowed: (holder: EnrolmentHolder) => boolean,
  locale?: Locale,
): Promise<{ number: string; text: string }> {
  const sale = await subscriptionInvoiceSale(db, subscriptionId);
  if (!sale || !allowed(sale)) throw new NotFoundError();
  const language = locale ?? localeFromId(sale.localeId) ?? 'hu';
  const events = await enrolmentEvents(db, options, sale, language);
  const name = `${siteNames.academy[language]} – ${sale.number}`;
  return { number: sale.number, text: renderCalendar({ name, locale: language, refreshSeconds: null, events }) };
}

/** The `.ics` text of an enrolment's dates in its own language: what its confirmation mail attaches. */
export async function enrolmentCalendar(db: Db, options: ApiOptions, subscriptionId: number): Promise<string> {
  return (await readableEnrolmentCalendar(db, options, subscriptionId, () => true)).text;
}

function findCategory(tree: TrainingCategory[], id: number): TrainingCategory | undefined {
  for (const category of tree) {
    const found = category.id === id ? category : findCategory(category.childrens, id);
    if (found) return found;
  }
  return undefined;
}

/** Every training the catalogue list shows for the query, with its upcoming dates: its visibility rules are the feed's. */
async function listedTrainings(
  db: Db,
  query: { hostId: HostId; locale: Locale; categoryIds?: number[] },
): Promise<Training[]> {
  const trainings: Training[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listTrainings(db, {
      ...query,
      page,
      perPage: FEED_PAGE_SIZE,
      sort: [],
      load: ['trainingDates'],
    });
    trainings.push(...data);
    if (page >= meta.last_page) return trainings;
  }
}

export interface FeedQuery {
  hostId: HostId;
  locale: Locale;
  /** A training category of the site: its dates and those of the categories below it; absent: all. */
  categoryId?: number;
}

/**
 * The upcoming dates on sale, soonest first: of active trainings shown in the site's catalogue,
 * not called off (what the training list shows). An unknown or hidden category answers 404.
 */
export async function trainingDatesFeed(db: Db, options: ApiOptions, query: FeedQuery): Promise<string> {
  const { hostId, locale, categoryId } = query;
  const category =
    categoryId === undefined ? null : findCategory(await listTrainingCategories(db, { hostId, locale }), categoryId);
  if (category === undefined) throw new NotFoundError();
  const trainings = await listedTrainings(db, { hostId, locale, categoryIds: category ? [category.id] : undefined });
  const texts = calendarTexts[locale];
  const host = academyHost(options);
  const events = trainings.flatMap((training) => {
    const url = trainingPageUrl(options, locale, training.full_uri);
    return (training.trainingDates ?? []).map(
      (date): CalendarEvent => ({
        uid: `aka-date-${date.id}@${host}`,
        start: new Date(date.start_at),
        end: new Date(date.end_at),
        summary: training.title,
        location: date.trainingLocationType.code === 'online' ? texts.onlineLocation : date.venue,
        description: descriptionOf([url && `${texts.trainingPage}: ${url}`]),
        url,
        status: 'confirmed',
      }),
    );
  });
  const name = `${siteNames.academy[locale]} – ${category?.name ?? texts.allTrainings}`;
  return renderCalendar({ name, locale, refreshSeconds: FEED_REFRESH_SECONDS, events });
}
