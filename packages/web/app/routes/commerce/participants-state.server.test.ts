import type { AcademyCart } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import {
  PARTICIPANTS_COOKIE,
  participantsCookie,
  placedParticipants,
  readParticipants,
  type SeatAnswer,
  seatsOf,
} from './participants-state.server';

/** An academy cart line: `count` seats of training date `dateId` (only what the seats are read from). */
const line = (id: number, dateId: number, count: number, title: string) => ({
  id,
  model_id: dateId,
  count,
  model: { start_at: '2026-12-13T08:00:00Z', venue: 'Budapest', training: { title } },
  trainingLocationType: { id: 1 },
});
const cart = (...lines: ReturnType<typeof line>[]) => ({ data: { items: lines } }) as unknown as AcademyCart;

const reka = {
  last_name: 'Tóth',
  first_name: 'Réka',
  email: 'reka@example.hu',
  phone_number: '+36 20 111 2222',
  highest_level_of_education_id: '3',
  birth_place: 'Szeged',
  birth_date: '1994-05-17',
};

const requestWith = (cookie: string) =>
  new Request('http://localhost/checkout/step3', { headers: { cookie: cookie.split(';')[0] ?? '' } });

describe('the seats of the academy checkout', () => {
  it('numbers the seats per date (2 + 1 seats: 1, 2, 1) and prefixes their fields in page order (s0_, s1_, s2_)', () => {
    const seats = seatsOf(cart(line(10, 501, 2, 'Arcmasszázs'), line(11, 502, 1, 'Szempilla')));
    expect(seats.map((seat) => [seat.key, seat.number, seat.prefix, seat.trainingDateId, seat.title])).toEqual([
      ['10-1', 1, 's0_', 501, 'Arcmasszázs'],
      ['10-2', 2, 's1_', 501, 'Arcmasszázs'],
      ['11-1', 1, 's2_', 502, 'Szempilla'],
    ]);
  });

  it('places only the named seats still in the cart, each with its date; "later" and a line gone are left out', () => {
    const answers: Record<string, SeatAnswer> = {
      '10-1': { later: false, values: reka },
      '10-2': { later: true, values: { ...reka, first_name: 'Ödön' } },
      '99-1': { later: false, values: { ...reka, first_name: 'Gone' } },
    };
    const placed = placedParticipants(cart(line(10, 501, 2, 'Arcmasszázs')), answers);
    expect(placed).toEqual([{ ...reka, training_date_id: '501' }]);
    expect(placedParticipants(cart(line(10, 501, 2, 'Arcmasszázs')), null)).toEqual([]);
  });

  it('keeps the answers in an HttpOnly cookie, reads back only participant fields, and ignores a forged one', () => {
    const answers = {
      '10-1': { later: false, values: { ...reka, is_admin: 'yes' } },
      '10-2': { later: true, values: {} },
    };
    const cookie = participantsCookie(new Request('http://localhost/'), answers);
    expect(cookie).toMatch(
      new RegExp(`^${PARTICIPANTS_COOKIE}=[\\w-]+; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax$`),
    );
    expect(readParticipants(requestWith(cookie))).toEqual({
      '10-1': { later: false, values: reka },
      '10-2': { later: true, values: {} },
    });
    expect(readParticipants(requestWith(`${PARTICIPANTS_COOKIE}=bm90LWpzb24`))).toBeNull();
    expect(readParticipants(new Request('http://localhost/'))).toBeNull();
    expect(participantsCookie(new Request('https://localhost/'), null)).toContain(
      'Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
