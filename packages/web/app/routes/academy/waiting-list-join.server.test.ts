import { SESSION_COOKIE, XSRF_COOKIE } from '@vag/domain';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { offersWaitingList, waitingListSeatChoices } from '../../components/academy/waiting-list-join';
import { en } from '../../i18n/en';
import { registerCatalogue } from '../../i18n/index';
import { waitingListJoinAction } from './waiting-list-join.server';

registerCatalogue('en', en);

const SITE = 'http://localhost';

/** A fake API answering the join with `answer`, recording what it was sent. */
function fakeApi(answer: () => Response) {
  const seen: Request[] = [];
  const context: AppLoadContext = {
    site: { hostId: 2, key: 'academy' },
    requestId: 'req-1',
    clientIp: '203.0.113.7',
    apiTransport: async (request) => {
      seen.push(request);
      return answer();
    },
  };
  return { context, seen };
}

function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, cookie: `${SESSION_COOKIE}=s1; ${XSRF_COOKIE}=t1` },
    body,
  });
}

const typed = {
  intent: 'waiting-list',
  training_date_id: '42',
  name: 'Kiss Anna',
  email: 'anna@example.hu',
  seats: '2',
};

/** The `data()` an action answers: its body and init. */
const answerOf = (value: unknown) => value as { data: Record<string, unknown>; init: ResponseInit };

describe('the training page’s waiting-list action', () => {
  it('posts the form to the date’s list in the page’s language and answers the place in line, private', async () => {
    const { context, seen } = fakeApi(() =>
      Response.json({ message: 'You are on the waiting list.', data: { position: 3 } }, { status: 201 }),
    );
    const result = answerOf(
      await waitingListJoinAction(post('/en/training/a/b', { ...typed, consent: '1', _token: 't1' }), context),
    );
    const sent = seen.at(-1) as Request;
    expect(`${sent.method} ${new URL(sent.url).pathname}${new URL(sent.url).search}`).toBe(
      'POST /api/v1/training-dates/42/waiting-list?locale_id=2',
    );
    const body = await sent.formData();
    expect(Object.fromEntries(body)).toEqual({
      name: 'Kiss Anna',
      email: 'anna@example.hu',
      seats: '2',
      consent: '1',
      _token: 't1',
    });
    expect(result.data).toMatchObject({ ok: true, dateId: 42, position: 3, message: 'You are on the waiting list.' });
    expect(result.data.fields).toBeUndefined();
    expect(new Headers(result.init.headers).get('cache-control')).toBe('private, no-store');
  });

  it('sends no consent when the box was not ticked, and a refusal keeps what was typed with the field messages', async () => {
    const errors = { consent: ['To join the waiting list, agree that we may e-mail you about this date.'] };
    const { context, seen } = fakeApi(() => Response.json({ message: 'Invalid.', errors }, { status: 422 }));
    const result = answerOf(await waitingListJoinAction(post('/en/training/a/b', typed), context));
    expect((await (seen.at(-1) as Request).formData()).has('consent')).toBe(false);
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({ ok: false, errors, position: null, dateId: 42 });
    expect(result.data.fields).toEqual({ name: 'Kiss Anna', email: 'anna@example.hu', seats: '2', consent: '' });
  });

  it('answers a post without a date in the page’s language, without calling the API', async () => {
    const { context, seen } = fakeApi(() => Response.json({}));
    const result = answerOf(
      await waitingListJoinAction(post('/en/training/a/b', { ...typed, training_date_id: 'x' }), context),
    );
    expect(seen).toEqual([]);
    expect(result.init.status).toBe(400);
    expect(result.data.message).toBe(en['waitingList.join.failed']);
  });
});

describe('which dates offer their waiting list, and for how many places', () => {
  const classroom = { id: 1, code: 'classroom' } as const;
  const online = { id: 2, code: 'online' } as const;

  it('a classroom date with fewer free places than one entry may ask for (10); never an online date', () => {
    expect(offersWaitingList({ trainingLocationType: classroom, available_limit: 0 })).toBe(true);
    expect(offersWaitingList({ trainingLocationType: classroom, available_limit: 9 })).toBe(true);
    expect(offersWaitingList({ trainingLocationType: classroom, available_limit: 10 })).toBe(false);
    expect(offersWaitingList({ trainingLocationType: online, available_limit: 0 })).toBe(false);
  });

  it('asks for more places than are free: 1-10 on a full date, 3-10 with two free', () => {
    expect(waitingListSeatChoices(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(waitingListSeatChoices(-1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(waitingListSeatChoices(2)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(waitingListSeatChoices(10)).toEqual([]);
  });
});
