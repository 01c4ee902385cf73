import { DurationType, formatDateTime, type Training, type TrainingDate, TrainingLocationType } from '@vag/domain';

/** The location choices of spec §3: 0 none selected, 1 classroom, 2 online (DESIGN §5). */
export type LocationChoice = 0 | 1 | 2;

/** What the selector reads of a date: its end is computed from the durations (`end_at` is not needed). */
export type SelectorDate = Omit<TrainingDate, 'end_at'>;

/**
 * What the selector (and the date selector popup of a list card) reads of a training: loaders
 * send no more than this, so that the page's embedded data stays small.
 */
export type SelectorTraining = Pick<
  Training,
  'id' | 'title' | 'duration' | 'durationType' | 'prices' | 'sales_prices' | 'trainingLocationType' | 'images'
> & { trainingDates?: SelectorDate[] };

/** A date as the selector, the date list and the JSON-LD need it. */
export function toSelectorDate(date: TrainingDate): SelectorDate {
  return {
    id: date.id,
    start_at: date.start_at,
    duration: date.duration,
    durationType: date.durationType,
    trainingLocationType: date.trainingLocationType,
    venue: date.venue,
    available_limit: date.available_limit,
  };
}

const MINUTE_MS = 60_000;

/** Spec §4: start plus the duration; hours × 60 when the duration type is 2; a date's own overrides. */
export function durationMinutes(training: Pick<Training, 'duration' | 'durationType'>, date: SelectorDate): number {
  const own = date.duration !== null && date.durationType !== null;
  const amount = own ? (date.duration as number) : training.duration;
  const typeId = own ? date.durationType?.id : training.durationType.id;
  return typeId === DurationType.hours ? amount * 60 : amount;
}

export function dateEnd(training: Pick<Training, 'duration' | 'durationType'>, date: SelectorDate): Date {
  return new Date(new Date(date.start_at).getTime() + durationMinutes(training, date) * MINUTE_MS);
}

/**
 * `2026.12.01. 09:00 - 17:00` (spec §4, §9). A date that ends on another day shows the end's
 * date too, so a multi-day course never reads as ending before it starts.
 */
export function dateLabel(training: Pick<Training, 'duration' | 'durationType'>, date: SelectorDate): string {
  const start = formatDateTime(date.start_at);
  const end = formatDateTime(dateEnd(training, date));
  const sameDay = start.slice(0, 12) === end.slice(0, 12);
  return `${start} - ${sameDay ? end.slice(12) : end}`;
}

const offersOnline = (training: SelectorTraining) =>
  training.trainingLocationType.id === TrainingLocationType.online ||
  training.trainingLocationType.id === TrainingLocationType.both;
const offersClassroom = (training: SelectorTraining) =>
  training.trainingLocationType.id === TrainingLocationType.classroom ||
  training.trainingLocationType.id === TrainingLocationType.both;

/** Spec §4: online dates are always listed; classroom dates only while they have seats. */
export function selectableDates(training: SelectorTraining, location: LocationChoice): SelectorDate[] {
  const dates = training.trainingDates ?? [];
  if (location === TrainingLocationType.online) {
    return offersOnline(training) ? dates.filter((date) => date.trainingLocationType.id === location) : [];
  }
  if (location === TrainingLocationType.classroom) {
    return offersClassroom(training)
      ? dates.filter((date) => date.trainingLocationType.id === location && date.available_limit > 0)
      : [];
  }
  return [];
}

/** The ways the training can be taken now: classroom only if some classroom date has seats (spec §4). */
export function offeredLocations(training: SelectorTraining): (1 | 2)[] {
  const offered: (1 | 2)[] = [];
  if (selectableDates(training, TrainingLocationType.classroom).length > 0)
    offered.push(TrainingLocationType.classroom);
  if (selectableDates(training, TrainingLocationType.online).length > 0) offered.push(TrainingLocationType.online);
  return offered;
}

/** Spec §2: the location dropdown only when the training is offered both ways and both exist. */
export function showsLocationDropdown(training: SelectorTraining): boolean {
  return training.trainingLocationType.id === TrainingLocationType.both && offeredLocations(training).length > 1;
}

/**
 * Spec §4 pre-selection: a training offered both ways whose online price is higher than the
 * classroom price selects online when both ways exist, else (one way left) that way; otherwise
 * the default "none" entry. Online-only selects online, classroom-only classroom.
 */
export function initialLocation(training: SelectorTraining): LocationChoice {
  const type = training.trainingLocationType.id;
  if (type === TrainingLocationType.online) return TrainingLocationType.online;
  if (type === TrainingLocationType.classroom) return TrainingLocationType.classroom;
  if (type !== TrainingLocationType.both) return 0;
  const offered = offeredLocations(training);
  if (offered.length === 1) return offered[0] as 1 | 2;
  if (offered.length === 0) return 0;
  const { onlinePrice, classRoomPrice } = training.prices;
  return onlinePrice !== null && classRoomPrice !== null && onlinePrice > classRoomPrice
    ? TrainingLocationType.online
    : 0;
}

/** The first date of a location, or none (spec §4: re-selected when the location changes). */
export function firstDateId(training: SelectorTraining, location: LocationChoice): number | null {
  return selectableDates(training, location)[0]?.id ?? null;
}

/** The price of a way of taking the training: the sales price when there is one. */
export function locationPrice(
  training: Pick<Training, 'prices' | 'sales_prices'>,
  location: 1 | 2,
): { price: number; original: number } | null {
  const kind = location === TrainingLocationType.online ? 'onlinePrice' : 'classRoomPrice';
  const original = training.prices[kind];
  if (original === null) return null;
  return { price: training.sales_prices[kind] ?? original, original };
}

/** Spec §5 date selector rules; the error keys are the spec's. */
export type SelectionError = 'training_error_select_local_type' | 'training_error_select_date';

export function validateSelection(
  training: SelectorTraining,
  location: LocationChoice,
  dateId: number | null,
): SelectionError | null {
  if (location === 0) return 'training_error_select_local_type';
  const date = selectableDates(training, location).find((candidate) => candidate.id === dateId);
  if (!date) return 'training_error_select_date';
  if (location === TrainingLocationType.classroom && date.available_limit <= 0) return 'training_error_select_date';
  return null;
}
