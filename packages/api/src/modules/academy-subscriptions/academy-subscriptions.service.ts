import {
  type AcademySubscription,
  type AcademySubscriptionDetail,
  type AcademySubscriptionStatusCode,
  DeliveryMethodId,
  type EnrolmentCheckoutInput,
  HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localeFromId,
  type MyTraining,
  type Participant,
  PaymentStatusId,
  type PlacedParticipantInput,
  TrainingLocationType,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { storefrontUrl } from '../../lib/links';
import { mailsAlongside } from '../../lib/mail';
import { message } from '../../lib/messages';
import { clearCartStatements, type QuoteLine } from '../cart/cart.service';
import { buyerInvoicesOf } from '../invoices/invoices.view';
import { refreshStaleAttempts, reserveRepayment, startPayment } from '../payments/payments.service';
import type { ReservedPayment } from '../payments/payments.types';
import {
  type BankAccount,
  bankAccountOf,
  bankTransferOf,
  canRepay,
  formatPostal,
  lineSnapshot,
  mayPayAgain,
  needsCardPayment,
  type Placing,
  type PurchaseVariant,
  paymentItems,
  paymentKindOf,
  paymentStatusOf,
  placedTransferOf,
  placePurchase,
  purchaseFields,
  purchaseUrl,
  returnUrl,
  type Shopper,
} from '../purchases/purchases.service';
import { onlineUrlsOfDates } from '../trainings/trainings.online-links';
import { findTrainingDateFacts, giveBackSeats, loadTrainings, takeSeats } from '../trainings/trainings.service';
import { expireSubscriptions, requireGuestSeatShare } from './academy-subscriptions.deadlines';
import {
  claimSubscriptions,
  insertSubscription,
  insertSubscriptionItems,
  lockSubscription,
  nextSubscriptionIdSql,
  type ParticipantRow,
  releaseSubscriptions,
  type SubscriptionItemRow,
  type SubscriptionRow,
  selectParticipants,
  selectSubscriptionByPaymentKey,
  selectSubscriptionItems,
  selectUserEnrolledItems,
  selectUserSubscription,
  selectUserSubscriptions,
  updateSubscription,
} from './academy-subscriptions.queries';
import { releaseExpiredHolds } from './academy-subscriptions.seats';
import { checkPlacedParticipants, insertPlacedParticipants } from './participants.service';

/*
 * Academy enrolments ("academy subscriptions", spec §3; DESIGN §5-6). Like an order, plus seats:
 * classroom places are taken in the placing transaction and held while the enrolment is paid,
 * or for the payment window while a card payment is outstanding; the sweep gives expired holds back.
 */

export {
  enrolmentLineCountOn,
  liveEnrolmentCountOn,
  liveEnrolmentIdsOn,
  livePlacesOn,
} from './academy-subscriptions.by-date';

export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;

const holdUntil = (options: ApiOptions) =>
  new Date(Date.now() + (options.paymentWindowMinutes ?? DEFAULT_PAYMENT_WINDOW_MINUTES) * 60_000);

const statusOf = (code: string, locale: Locale) => ({
  code: code as AcademySubscriptionStatusCode,
  name: message(`academy_subscription_status_${code as AcademySubscriptionStatusCode}`, locale),
});

const locationOf = (id: number) => ({
  id,
  code: id === TrainingLocationType.online ? ('online' as const) : ('classroom' as const),
});

export function toParticipant(row: ParticipantRow): Participant {
  return {
    id: row.id,
    academy_subscription_item_id: row.academySubscriptionItemId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    highest_level_of_education_id: row.highestLevelOfEducationId,
    birth_place: row.birthPlace,
    birth_date: row.birthDate,
  };
}

/** Titles and links of the trainings as they are now; the snapshot's title when one is gone. */
export async function trainingsOf(db: Db, items: SubscriptionItemRow[], locale: Locale) {
  const ids = [...new Set(items.flatMap((item) => (item.trainingId === null ? [] : [item.trainingId])))];
  const trainings = new Map((await loadTrainings(db, ids, locale, [])).map((training) => [training.id, training]));
  return (item: SubscriptionItemRow) => {
    const training = item.trainingId === null ? undefined : trainings.get(item.trainingId);
    return {
      id: item.trainingId ?? 0,
      title: training?.title ?? item.itemNameHistoric,
      full_uri: training?.full_uri ?? null,
    };
  };
}

export function itemFields(item: SubscriptionItemRow) {
  return {
    trainingDate: { id: item.trainingDateId, start_at: item.historicStartAt.toISOString(), venue: item.historicVenue },
    trainingLocationType: locationOf(item.locationTypeId),
  };
}

async function toSubscriptions(
  db: Db,
  options: ApiOptions,
  rows: SubscriptionRow[],
  locale: Locale,
): Promise<AcademySubscription[]> {
  const bank: BankAccount = bankAccountOf(options, HostId.academy);
  const items = await selectSubscriptionItems(
    db,
    rows.map((row) => row.id),
  );
  const [participants, training] = await Promise.all([
    selectParticipants(
      db,
      items.map((item) => item.id),
    ),
    trainingsOf(db, items, locale),
  ]);
  return rows.map((row) => ({
    ...purchaseFields(row, locale),
    can_repay: canRepay(row),
    bank_transfer: bankTransferOf(bank, {
      paymentMethodId: row.paymentMethodId,
      paymentStatusId: row.paymentStatusId,
      totalGross: row.historicTotalGross,
      reference: row.subscriptionId,
      deadline: row.paymentDeadline,
    }),
    subscription_id: row.subscriptionId,
    academySubscriptionStatus: statusOf(row.status, locale),
    seats_hold_until: row.seatsHoldUntil?.toISOString() ?? null,
    items: items
      .filter((item) => item.academySubscriptionId === row.id)
      .map((item) => ({
        id: item.id,
        training: training(item),
        ...itemFields(item),
        participants: participants.filter((p) => p.academySubscriptionItemId === item.id).map(toParticipant),
        count: item.count,
        item_name_historic: item.itemNameHistoric,
        item_price_historic: item.itemPriceHistoric,
        item_price_original_historic: item.itemPriceOriginalHistoric,
        item_vat_rate_historic: item.itemVatRateHistoric,
        item_sum_price_historic: item.itemSumPriceHistoric,
      })),
  }));
}

export async function toSubscription(db: Db, options: ApiOptions, row: SubscriptionRow, locale: Locale) {
  const [subscription] = await toSubscriptions(db, options, [row], locale);
  if (!subscription) throw new NotFoundError();
  return subscription;
}

/** A line of a training date, with the date's start and venue as they are when it is bought. */
type DateLine = QuoteLine & {
  trainingDateId: number;
  locationTypeId: number;
  trainingId: number | null;
  startAt: Date;
  venue: string | null;
};

/** The seats a purchase's lines claim (only classroom lines take any). */
const claimsOfLines = (lines: DateLine[]) =>
  lines.map(({ trainingDateId, locationTypeId, count }) => ({ trainingDateId, locationTypeId, count }));

/** The storefront page where the holder of an enrolment's payment key names its participants. */
export const PARTICIPANTS_PATH = '/participants';

export const participantsUrl = (options: Pick<ApiOptions, 'accounts'>, locale: Locale, paymentKey: string) =>
  storefrontUrl(options, HostId.academy, locale, `${PARTICIPANTS_PATH}/${encodeURIComponent(paymentKey)}`);

/**
 * An enrolment's dates as an iCalendar file (modules/calendar), opened with its payment key, for
 * the mails to its buyer (issue 24): a calendar app takes the link, or the file it downloads.
 */
export const enrolmentCalendarUrl = (
  options: Pick<ApiOptions, 'accounts'>,
  locale: Locale,
  enrolment: { id: number; paymentKey: string },
) =>
  storefrontUrl(options, HostId.academy, locale, `/api/v1/academy-subscriptions/${enrolment.id}/calendar.ics`, {
    payment_key: enrolment.paymentKey,
    locale_id: String(LocaleId[locale]),
  });

/** The enrolment confirmation, queued with the enrolment (it is sent only if the enrolment commits). */
function confirmationMail(
  options: ApiOptions,
  { checkout, quote, lines, ...enrolment }: Placing<DateLine>,
  named: number,
  invoiceUrl: string | null,
) {
  const { locale } = checkout;
  const seats = lines.reduce((sum, line) => sum + line.count, 0);
  return {
    to: checkout.buyer.email,
    kind: 'order_confirmation' as const,
    locale,
    about: { type: 'academy_subscription' as const, id: enrolment.id },
    data: {
      kind: 'academy_subscription' as const,
      firstName: checkout.buyer.firstName,
      number: enrolment.number,
      lines: lines.map((line) => ({
        name: line.name,
        count: line.count,
        sum: line.sumPrice,
        startsAt: line.startAt.toISOString(),
        venue: line.venue ?? undefined,
      })),
      gifts: [],
      subtotal: quote.subtotal,
      deliveryFee: null,
      deliveryMethod: null,
      parcelShop: null,
      deliveryAddress: null,
      billingAddress: `${checkout.billing.name}, ${formatPostal(checkout.billing)}`,
      paymentFee: quote.paymentFee,
      paymentMethod: checkout.payment.name,
      subtractions: quote.subtractions.map(({ name, amount }) => ({ name, amount })),
      total: quote.totalGross,
      payment: paymentKindOf(checkout.payment.id, quote.totalGross),
      bankTransfer: placedTransferOf(options, HostId.academy, { checkout, quote, ...enrolment }),
      url: purchaseUrl(options, 'academy_subscription', { ...enrolment, userId: checkout.buyer.userId }, locale),
      participantsUrl: named < seats ? participantsUrl(options, locale, enrolment.paymentKey) : null,
      invoiceUrl,
      calendarUrl: enrolmentCalendarUrl(options, locale, enrolment),
    },
  };
}

/**
 * An enrolment: the cart's training dates, no delivery. Classroom seats are taken in the placing
 * transaction (409 training_date_full rolls it back) and held while it is paid: for the payment
 * window of a card payment, until the transfer arrives or its deadline passes otherwise.
 */
const enrolmentVariant = (
  options: ApiOptions,
  participants: PlacedParticipantInput[],
): PurchaseVariant<SubscriptionRow, DateLine, void, AcademySubscription> => ({
  kind: 'academy_subscription',
  numberPrefix: 'AKA',
  async beforePlacing(db, checkout) {
    if (checkout.delivery.id !== DeliveryMethodId.noDelivery) throw fieldError('delivery_method_id', 'choice_invalid');
    await checkPlacedParticipants(db, participants);
    // Lazily, before seats are counted: expired holds and deadlines of others must not block this buyer.
    await releaseExpiredHolds(db);
    await expireSubscriptions(db, options);
  },
  async linesOf(tx, quote) {
    const dated = quote.lines.flatMap((line) =>
      line.trainingDateId === null ? [] : [{ ...line, dateId: line.trainingDateId }],
    );
    const facts = await findTrainingDateFacts(
      tx,
      dated.map((line) => line.dateId),
    );
    return dated.map(({ dateId, ...line }) => {
      const fact = facts.get(dateId);
      return {
        ...line,
        trainingDateId: dateId,
        locationTypeId: line.locationTypeId ?? TrainingLocationType.classroom,
        trainingId: fact?.trainingId ?? null,
        startAt: fact?.startAt ?? new Date(),
        venue: fact?.venue ?? null,
      };
    });
  },
  nextId: nextSubscriptionIdSql,
  insert: (tx, { id, number, checkout, quote }, values, mails) =>
    insertSubscription(
      tx,
      id,
      number,
      {
        ...values,
        status: quote.totalGross === 0 ? 'confirmed' : 'pending',
        seatsHoldUntil: needsCardPayment(checkout.payment.id, quote.totalGross) ? holdUntil(options) : null,
      },
      mailsAlongside(tx, mails),
    ),
  async takeSeats(tx, { shopper, checkout, lines }) {
    const claims = claimsOfLines(lines);
    if (!shopper.user) await requireGuestSeatShare(tx, options, checkout.buyer.email, claims);
    await takeSeats(tx, claims);
  },
  async insertItems(tx, { id, lines }, cartId) {
    const items = await insertSubscriptionItems(
      tx,
      id,
      lines.map((line) => ({
        trainingDateId: line.trainingDateId,
        trainingId: line.trainingId,
        locationTypeId: line.locationTypeId,
        historicStartAt: line.startAt,
        historicVenue: line.venue,
        ...lineSnapshot(line),
      })),
      clearCartStatements(tx, cartId),
    );
    // In the enrolment's transaction: too many participants, or a date not bought, places nothing.
    await insertPlacedParticipants(tx, items, participants);
  },
  confirmationMail: (placing, invoiceUrl) => confirmationMail(options, placing, participants.length, invoiceUrl),
  answer: (db, { shopper }, row) => toSubscription(db, options, row, shopper.locale),
  startPayment: (db, row) => startSubscriptionPayment(db, options, row),
});

/** POST /api/v1/academy-subscriptions: the purchase pipeline's enrolment (see enrolmentVariant). */
export async function placeSubscription(
  db: Db,
  options: ApiOptions,
  shopper: Shopper,
  { participants = [], ...input }: EnrolmentCheckoutInput,
) {
  const { answer: subscription, ...payment } = await placePurchase(
    db,
    options,
    shopper,
    input,
    enrolmentVariant(options, participants),
  );
  return { subscription, ...payment };
}

async function startSubscriptionPayment(
  db: Db,
  options: ApiOptions,
  row: SubscriptionRow,
  reserved?: ReservedPayment,
): Promise<string> {
  const locale = localeFromId(row.localeId) ?? 'hu';
  const items = await selectSubscriptionItems(db, [row.id]);
  const started = await startPayment(db, {
    payableType: 'academy_subscription',
    payableId: row.id,
    amount: row.historicTotalGross,
    locale,
    payerEmail: row.email,
    description: row.subscriptionId,
    items: paymentItems(row, items, [[message('order_payment_fee', locale), row.historicPaymentPriceGross]]),
    redirectUrl: returnUrl(options, HostId.academy, locale, row.paymentKey),
    reserved,
  });
  return started.gatewayUrl;
}

export async function listSubscriptions(
  db: Db,
  options: ApiOptions,
  userId: number,
  locale: Locale,
  paging: Paging,
): Promise<{ data: AcademySubscription[]; meta: ListMeta }> {
  const { rows, total } = await selectUserSubscriptions(db, userId, paging.perPage, offsetOf(paging));
  return { data: await toSubscriptions(db, options, rows, locale), meta: pageMeta(paging, total, rows.length) };
}

export async function getSubscription(
  db: Db,
  options: ApiOptions,
  userId: number,
  id: number,
  locale: Locale,
): Promise<AcademySubscriptionDetail> {
  const row = await selectUserSubscription(db, userId, id);
  if (!row) throw new NotFoundError();
  const [subscription, invoices] = await Promise.all([
    toSubscription(db, options, row, locale),
    buyerInvoicesOf(db, 'academy_subscription', row.id),
  ]);
  return { ...subscription, invoices };
}

export async function getSubscriptionByPaymentKey(db: Db, options: ApiOptions, paymentKey: string, locale: Locale) {
  const row = await selectSubscriptionByPaymentKey(db, paymentKey);
  if (!row) throw new NotFoundError();
  return { ...(await toSubscription(db, options, row, locale)), payment_key: row.paymentKey };
}

/**
 * A new card payment of an unpaid enrolment (decision 0003). Its seats are held for a fresh window;
 * when the old hold had expired and the seats went back, they are taken again (409 when full).
 */
async function repay(db: Db, options: ApiOptions, found: SubscriptionRow | undefined) {
  if (!found) throw new NotFoundError();
  await releaseExpiredHolds(db);
  // Decision 0003: payable again unless an attempt is paid or pending and fresh (stale ones asked first).
  if (!mayPayAgain(found)) throw new AppError(409, 'repayment_not_allowed');
  await refreshStaleAttempts(db, 'academy_subscription', found.id);
  let reserved: ReservedPayment | undefined;
  const row = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await lockSubscription(tx, found.id);
    if (!current || !mayPayAgain(current)) throw new AppError(409, 'repayment_not_allowed');
    reserved = await reserveRepayment(tx, {
      payableType: 'academy_subscription',
      payableId: current.id,
      amount: current.historicTotalGross,
    });
    if (current.seatsReleasedAt !== null) {
      await takeSeats(tx, await claimsOf(tx, current.id));
    }
    const values = {
      paymentStatusId: 1,
      status: 'pending',
      seatsHoldUntil: holdUntil(options),
      seatsReleasedAt: null,
    } as const;
    await updateSubscription(tx, current.id, values);
    return { ...current, ...values };
  });
  return startSubscriptionPayment(db, options, row, reserved);
}

/** The seats an enrolment takes, per date and location type, from its items. */
export async function claimsOf(db: Db, subscriptionId: number) {
  return (await selectSubscriptionItems(db, [subscriptionId])).map((item) => ({
    trainingDateId: item.trainingDateId,
    locationTypeId: item.locationTypeId,
    count: item.count,
  }));
}

export async function repaySubscription(db: Db, options: ApiOptions, userId: number, id: number) {
  return repay(db, options, await selectUserSubscription(db, userId, id));
}

export async function repaySubscriptionByPaymentKey(db: Db, options: ApiOptions, paymentKey: string) {
  return repay(db, options, await selectSubscriptionByPaymentKey(db, paymentKey));
}

/** In the payment's transaction: a paid enrolment keeps its seats for good (taken again if released). */
export async function settleSubscriptionPayment(tx: Db, subscription: SubscriptionRow) {
  let status = 'confirmed';
  if (subscription.seatsReleasedAt !== null) {
    try {
      await tx.transaction(async (savepoint) =>
        takeSeats(savepoint as unknown as Db, await claimsOf(tx, subscription.id)),
      );
    } catch (error) {
      // Paid after the window, and the places went to others meanwhile: the academy refunds it.
      if (!(error instanceof AppError)) throw error;
      status = 'cancelled';
    }
  }
  await updateSubscription(tx, subscription.id, {
    status,
    seatsHoldUntil: null,
    paymentDeadline: null,
    ...(status === 'confirmed' ? { seatsReleasedAt: null } : {}),
  });
}

/** A refunded enrolment is cancelled and its seats go back once. */
export async function refundSubscriptionSeats(tx: Db, subscription: SubscriptionRow) {
  if (subscription.seatsReleasedAt === null) await giveBackSeats(tx, await claimsOf(tx, subscription.id));
  await updateSubscription(tx, subscription.id, {
    status: 'cancelled',
    seatsHoldUntil: null,
    seatsReleasedAt: new Date(),
  });
}

/** GET /api/v1/my-trainings: the user's enrolled dates with seats and participants. */
export async function listMyTrainings(
  db: Db,
  userId: number,
  locale: Locale,
  paging: Paging,
): Promise<{ data: MyTraining[]; meta: ListMeta }> {
  const { rows, total } = await selectUserEnrolledItems(db, userId, paging.perPage, offsetOf(paging));
  const items = rows.map((row) => row.item);
  // The online link reaches paid enrolments only (issue 21): an unpaid one's dates are not asked for.
  const paidDates = rows.flatMap(({ item, subscription }) =>
    subscription.paymentStatusId === PaymentStatusId.paid ? [item.trainingDateId] : [],
  );
  const [participants, training, onlineUrls] = await Promise.all([
    selectParticipants(
      db,
      items.map((item) => item.id),
    ),
    trainingsOf(db, items, locale),
    onlineUrlsOfDates(db, paidDates),
  ]);
  const data = rows.map(({ item, subscription }) => {
    const own = participants.filter((participant) => participant.academySubscriptionItemId === item.id);
    return {
      academy_subscription_id: subscription.id,
      subscription_id: subscription.subscriptionId,
      academy_subscription_item_id: item.id,
      training: training(item),
      ...itemFields(item),
      paymentStatus: paymentStatusOf(subscription.paymentStatusId, locale),
      seats: item.count,
      participants_count: own.length,
      participants: own.map(toParticipant),
      online_url:
        subscription.paymentStatusId === PaymentStatusId.paid ? (onlineUrls.get(item.trainingDateId) ?? null) : null,
    };
  });
  return { data, meta: pageMeta(paging, total, rows.length) };
}

/** The contact data of a guest enrolment by its payment key (account activation from an order). */
export async function findGuestSubscriptionContact(db: Db, paymentKey: string) {
  const row = await selectSubscriptionByPaymentKey(db, paymentKey);
  if (!row || row.userId !== null) return undefined;
  return { email: row.email, firstName: row.firstName, lastName: row.lastName, phoneNumber: row.phoneNumber };
}

/** In the activation's transaction: the e-mail's guest enrolments become the new account's. */
export const claimGuestSubscriptions = claimSubscriptions;
/** An unverified account taken over by the mailbox's owner: its enrolments wait for a verified claim. */
export const releaseUserSubscriptions = releaseSubscriptions;
