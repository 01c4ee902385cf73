import { describe, expect, it } from 'vitest';
import { serverSubmit } from '../api-client/submit.server';
import type { AdminLoadContext } from '../context';
import { takeWaitingListStep } from './waiting-list.server';

/** A transport that records what the API was sent and answers with `status` and `body`. */
function recorder(status = 200, body: object = { message: 'ok' }) {
  const sent: Request[] = [];
  const context: AdminLoadContext = {
    requestId: 'req-1',
    clientIp: '203.0.113.9',
    apiTransport: async (request) => {
      sent.push(request);
      return Response.json(body, { status });
    },
  };
  const request = new Request('http://admin.localhost/training-dates/7', {
    method: 'POST',
    headers: { cookie: 'vag_staff_session=s1; STAFF-XSRF-TOKEN=cookie-token', origin: 'http://admin.localhost' },
  });
  return { sent, submit: serverSubmit(request, context) };
}

/** The row's form as the screen posts it. */
function rowForm(fields: Record<string, string>) {
  const form = new FormData();
  form.set('_token', 'form-token');
  form.set('intent', 'waiting-list');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe('a step on a waiting-list entry from the date’s screen', () => {
  it('sends only the step’s type to the entry’s events, with the form’s CSRF token', async () => {
    const { sent, submit } = recorder();
    const taken = await takeWaitingListStep(submit, 7, rowForm({ entry_id: '12', type: 'offer' }), 'en');
    expect(taken).toMatchObject({ entryId: 12, step: 'offer', answer: { ok: true } });
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('http://admin.localhost/api/admin/v1/training-dates/7/waiting-list/12/events?locale_id=2');
    expect(call?.headers.get('x-staff-xsrf-token')).toBe('form-token');
    expect([...((await call?.formData()) ?? new FormData()).keys()]).toEqual(['type']);
  });

  it('removes nobody unless the confirmation is ticked, and says so in the member’s language', async () => {
    const { sent, submit } = recorder();
    const taken = await takeWaitingListStep(submit, 7, rowForm({ entry_id: '12', type: 'remove' }), 'hu');
    expect(sent).toHaveLength(0);
    expect(taken.answer).toMatchObject({ ok: false, status: 422 });
    expect(taken.answer.body.message).toBe('A levételhez jelölje be a megerősítést.');

    await takeWaitingListStep(submit, 7, rowForm({ entry_id: '12', type: 'remove', confirm: 'yes' }), 'hu');
    expect(sent).toHaveLength(1);
    expect([...((await sent[0]?.formData()) ?? new FormData()).entries()]).toEqual([['type', 'remove']]);
  });

  it('passes the API’s refusal on with its code (no free seats: 409 training_date_full)', async () => {
    const { submit } = recorder(409, { message: 'Nincs elég szabad hely.', code: 'training_date_full' });
    const taken = await takeWaitingListStep(submit, 7, rowForm({ entry_id: '12', type: 'offer' }), 'hu');
    expect(taken.answer).toMatchObject({ ok: false, status: 409, body: { code: 'training_date_full' } });
  });

  it('answers 400 to a step it does not know or an entry that is no id', async () => {
    const { sent, submit } = recorder();
    for (const fields of [
      { entry_id: '12', type: 'accept' },
      { entry_id: 'x', type: 'offer' },
    ]) {
      await expect(takeWaitingListStep(submit, 7, rowForm(fields), 'hu')).rejects.toMatchObject({
        init: { status: 400 },
      });
    }
    expect(sent).toHaveLength(0);
  });
});
