import { type AcademyCart, fullName, type Locale, localizePath, PARTICIPANT_FIELDS } from '@vag/domain';
import { redirect } from 'react-router';
import type { SiteCart } from '../../api-client/cart';
import type { PlacedParticipantBody } from '../../api-client/checkout';
import type { SeatSummary } from '../../components/checkout/ParticipantsSummary';
import { cookieValue } from '../../lib/cookies';

/**
 * Who attends each seat of the academy's checkout (issue 18), kept between the participants step
 * and placing in its own HttpOnly cookie, beside the checkout state: the shopper's own input
 * only, which the API validates again when the enrolment is placed.
 */
export const PARTICIPANTS_COOKIE = 'checkout_participants';
const MAX_AGE_S = 2 * 60 * 60;

/** One seat's answer: its participant's fields as typed, or "later". */
export interface SeatAnswer {
  later: boolean;
  values: Record<string, string>;
}

/** The seats of the cart's dates, in the cart's order: `key` stays the same while the cart does. */
export interface Seat {
  key: string;
  /** `s0_`, `s1_`…: the prefix of the seat's fields in the form. */
  prefix: string;
  number: number;
  trainingDateId: number;
  title: string;
  startAt: string;
  venue: string | null;
  location: 'classroom' | 'online';
}

export function seatsOf(cart: AcademyCart): Seat[] {
  return cart.data.items
    .flatMap((line) =>
      Array.from({ length: line.count }, (_, index) => ({
        key: `${line.id}-${index + 1}`,
        number: index + 1,
        trainingDateId: line.model_id,
        title: line.model.training.title,
        startAt: line.model.start_at,
        venue: line.model.venue,
        location: line.trainingLocationType.id === 2 ? ('online' as const) : ('classroom' as const),
      })),
    )
    .map((seat, index) => ({ ...seat, prefix: `s${index}_` }));
}

/** The answers given so far by seat key; null until the step has been passed. */
export function readParticipants(request: Request): Record<string, SeatAnswer> | null {
  const raw = cookieValue(request.headers.get('cookie'), PARTICIPANTS_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Record<string, Partial<SeatAnswer>>;
    const answers: Record<string, SeatAnswer> = {};
    for (const [key, answer] of Object.entries(parsed)) {
      const values: Record<string, string> = {};
      for (const field of PARTICIPANT_FIELDS) {
        const value = answer.values?.[field];
        if (typeof value === 'string') values[field] = value;
      }
      answers[key] = { later: answer.later === true, values };
    }
    return answers;
  } catch {
    return null;
  }
}

export function participantsCookie(request: Request, answers: Record<string, SeatAnswer> | null): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  if (!answers) return `${PARTICIPANTS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
  const value = Buffer.from(JSON.stringify(answers), 'utf8').toString('base64url');
  return `${PARTICIPANTS_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
}

/** The named seats of the cart as the API takes them (seats given "later", or no longer in the cart, left out). */
export function placedParticipants(cart: AcademyCart, answers: Record<string, SeatAnswer> | null) {
  if (!answers) return [];
  return seatsOf(cart).flatMap((seat): PlacedParticipantBody[] => {
    const answer = answers[seat.key];
    if (!answer || answer.later) return [];
    const { values } = answer;
    return [
      {
        first_name: values.first_name ?? '',
        last_name: values.last_name ?? '',
        email: values.email ?? '',
        phone_number: values.phone_number ?? '',
        highest_level_of_education_id: values.highest_level_of_education_id ?? '',
        birth_place: values.birth_place ?? '',
        birth_date: values.birth_date ?? '',
        training_date_id: String(seat.trainingDateId),
      },
    ];
  });
}

/**
 * Step 3 of the academy: the seats with their participants' names, or a redirect to the
 * participants step when it has not been passed yet (the shop has none: null).
 */
export function seatSummaries(request: Request, siteCart: SiteCart, locale: Locale): SeatSummary[] | null {
  if (siteCart.site !== 'academy') return null;
  const answers = readParticipants(request);
  if (!answers) throw redirect(localizePath('/checkout/participants', locale));
  return seatsOf(siteCart.cart).map((seat) => {
    const answer = answers[seat.key];
    const named = answer && !answer.later && answer.values.first_name;
    return {
      key: seat.key,
      number: seat.number,
      title: seat.title,
      startAt: seat.startAt,
      name: named ? fullName(answer.values.first_name ?? '', answer.values.last_name ?? '', locale) : null,
    };
  });
}
