import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  createAddressReference,
  createTestApp,
  createTraining,
  createTrainingCategory,
  createTrainingDate,
  createUser,
  daysFromNow,
  type TestApp,
  testDriver,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addTrainingDate, checkoutFields, guest, press } from '../orders/orders.fixture';

/*
 * The back office's trainings and dates (issue 21): the editor's rules (prices by the way it is
 * taught, slugs unique per language, the 301 a changed slug leaves, sanitised HTML), the capacity
 * floor (also under a race on PostgreSQL), a date with enrolments kept and cancelled instead (its
 * enrolments cancelled once, refunded and mailed), and the online link: only in a paid
 * enrolment's mail, never in a public answer.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let categoryId: number;

const SECRET_URL = 'https://meet.example.hu/titkos-terem-4711';

const trainingForm = (overrides: Record<string, unknown> = {}) => ({
  name_hu: 'Szempilla lifting',
  slug_hu: '',
  description_hu: '<p>Alapok <strong>gyakorlattal</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  name_en: 'Lash lift',
  slug_en: '',
  location_type_id: 3,
  classroom_price: 60_000,
  classroom_sales_price: 55_000,
  online_price: 40_000,
  duration: 6,
  duration_type_id: 2,
  vat_rate: 27,
  is_active: true,
  category_ids: [categoryId],
  ...overrides,
});

const futureLocal = (days: number, hour = '09:00') => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${day}T${hour}`;
};

async function enrol(dateId: number, locationTypeId: number, seats: number, pay: 'card' | 'transfer') {
  const agent = await guest(t, ACADEMY_HOST);
  await addTrainingDate(agent, dateId, locationTypeId, seats);
  const response = await agent.post('/api/v1/academy-subscriptions', {
    ...checkoutFields(ref, {
      delivery_method_id: undefined,
      payment_method_id: pay === 'card' ? 1 : 2,
      email: `jelentkezo.${Date.now()}.${Math.random()}@example.hu`,
    }),
    participants: [],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (pay === 'card') await press(t, body.payment_url, 'pay', ACADEMY_HOST);
  return { id: body.data.id as number, total: body.data.historic_total_gross as number };
}

const send = (agent: Agent, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  agent.request(path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const patch = (agent: Agent, path: string, body: unknown) => send(agent, 'PATCH', path, body);

/** The public trainings list with every relation, as the storefront reads it. */
const publicList = async () => (await t.request('/api/v1/trainings?per_page=100', { host: ACADEMY_HOST })).text();
/** The ids of every date the public list offers. */
const publicDateIds = async () =>
  (JSON.parse(await publicList()).data as { trainingDates?: { id: number }[] }[]).flatMap((training) =>
    (training.trainingDates ?? []).map((date) => date.id),
  );

const mailsOf = (enrolmentId: number) =>
  queryRows<{ kind: string; text_body: string; html_body: string }>(
    db,
    sql`select kind, text_body, html_body from mail_outbox
      where ref_type = 'academy_subscription' and ref_id = ${enrolmentId} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'academy_manager' }));
  categoryId = (await createTrainingCategory(db, { name: { hu: 'Szempilla', en: 'Lashes' } })).id;
});
afterAll(() => t.dispose());

describe('the training editor', () => {
  it('creates a training with sanitised texts, prices and a category, and edits it', async () => {
    const created = await manager.post('/api/admin/v1/trainings', trainingForm());
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = await created.json();
    expect(data.texts.hu).toMatchObject({ name: 'Szempilla lifting', slug: 'szempilla-lifting' });
    expect(data.texts.en).toMatchObject({ slug: 'lash-lift' });
    expect(data.texts.hu.description).toContain('<strong>gyakorlattal</strong>');
    expect(data.texts.hu.description).not.toMatch(/script|onerror|alert/);
    expect(data).toMatchObject({ classroom_price: 60_000, online_price: 40_000, category_ids: [categoryId] });
    expect(data.default_category_id).toBe(categoryId);

    const edited = await patch(
      manager,
      `/api/admin/v1/trainings/${data.id}`,
      trainingForm({ location_type_id: 1, online_price: null, classroom_sales_price: null, is_highlighted: true }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await edited.json()).data).toMatchObject({ location_type_id: 1, online_price: null, is_highlighted: true });
    const [audit] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where entity = 'training' and entity_id = ${String(data.id)}`,
    );
    expect(audit?.n).toBe(2);

    // The list counts its upcoming dates (a cancelled or past one is not offered).
    const soon = daysFromNow(9);
    await createTrainingDate(db, { trainingId: data.id, startAt: daysFromNow(-3) });
    await createTrainingDate(db, { trainingId: data.id, startAt: soon });
    const list = await (await manager.get('/api/admin/v1/trainings?q=lifting')).json();
    expect(list.data).toEqual([
      expect.objectContaining({ id: data.id, upcoming_dates: 1, next_date: soon.toISOString() }),
    ]);
  });

  it('takes its images from the media library: a chosen image by id, a kept one by its slot', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c08' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set('file', new File([png], 'kep.png', { type: 'image/png' }));
    const uploaded = await manager.post('/api/admin/v1/media', body);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const media = (await uploaded.json()).data as { id: number; url: string };
    const slots = (images: string[], ids: string[]) =>
      trainingForm({ name_hu: 'Képes', name_en: '', images, image_media_ids: ids });

    const created = await manager.post('/api/admin/v1/trainings', slots(['', ''], [String(media.id), '']));
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = await created.json();
    expect(data.images).toEqual([media.url]);
    // The first slot kept (0), an empty slot, the same image again as the third.
    const edited = await patch(
      manager,
      `/api/admin/v1/trainings/${data.id}`,
      slots([media.url, '', ''], ['0', '', String(media.id)]),
    );
    expect((await edited.json()).data.images).toEqual([media.url, media.url]);
    const unknown = await patch(manager, `/api/admin/v1/trainings/${data.id}`, slots([''], ['999999']));
    expect(unknown.status).toBe(422);
    expect(Object.keys((await unknown.json()).errors)).toEqual(['images']);
  });

  it('refuses prices the way of teaching does not have, and a sale price not below the price', async () => {
    const response = await manager.post(
      '/api/admin/v1/trainings',
      trainingForm({
        name_hu: 'Árhibás',
        name_en: '',
        location_type_id: 1,
        online_price: 100,
        classroom_sales_price: 70_000,
      }),
    );
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(Object.keys(errors).sort()).toEqual(['classroom_sales_price', 'online_price']);
  });

  it('keeps slugs unique per language and leaves a 301 when a slug changes', async () => {
    const first = await (
      await manager.post(
        '/api/admin/v1/trainings',
        trainingForm({ name_hu: 'Egyedi', slug_hu: 'egyedi', name_en: 'Unique', slug_en: 'unique' }),
      )
    ).json();
    const taken = await manager.post(
      '/api/admin/v1/trainings',
      trainingForm({ name_hu: 'Másik', slug_hu: 'egyedi', name_en: 'Other', slug_en: 'other' }),
    );
    expect(taken.status).toBe(422);
    expect(Object.keys((await taken.json()).errors)).toEqual(['slug_hu']);
    // The same slug in the other language is another URL: allowed.
    const otherLanguage = await manager.post(
      '/api/admin/v1/trainings',
      trainingForm({ name_hu: 'Unique magyarul', slug_hu: 'unique', name_en: 'Other two', slug_en: 'other-two' }),
    );
    expect(otherLanguage.status).toBe(201);

    const oldPath = first.data.urls.hu as string;
    const renamed = await patch(
      manager,
      `/api/admin/v1/trainings/${first.data.id}`,
      trainingForm({ name_hu: 'Egyedi', slug_hu: 'egyedi-uj', name_en: 'Unique', slug_en: 'unique' }),
    );
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const newPath = (await renamed.json()).data.urls.hu as string;
    expect(newPath).toMatch(/egyedi-uj$/);
    const redirects = await queryRows<{ from_url: string; to_url: string }>(
      db,
      sql`select from_url, to_url from redirects where host_id = 2 and from_url = ${oldPath}`,
    );
    expect(redirects).toEqual([{ from_url: oldPath, to_url: newPath }]);
  });
});

describe('the VAT of a training (issue 22)', () => {
  const vatForm = (overrides: Record<string, unknown>) =>
    trainingForm({ name_hu: `ÁFA próba ${Math.random()}`, name_en: '', ...overrides });
  const errorsOf = async (response: Response) => {
    expect(response.status, 'a refused field answers 422').toBe(422);
    return ((await response.json()) as { errors: Record<string, string[]> }).errors;
  };

  it('saves an exemption with the rate 0, reads it back, clears it, and audits both', async () => {
    const created = await manager.post('/api/admin/v1/trainings', vatForm({ vat_rate: '0', vat_exemption: 'TAM' }));
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ vat_rate: 0, vat_exemption: 'TAM' });
    const read = await (await manager.get(`/api/admin/v1/trainings/${data.id}`)).json();
    expect(read.data).toMatchObject({ vat_rate: 0, vat_exemption: 'TAM' });

    const path = `/api/admin/v1/trainings/${data.id}`;
    const aam = await patch(manager, path, vatForm({ name_hu: data.texts.hu.name, vat_rate: 0, vat_exemption: 'AAM' }));
    expect((await aam.json()).data).toMatchObject({ vat_rate: 0, vat_exemption: 'AAM' });
    // "None" in the select posts an empty value: the training is taxed at its rate again.
    const taxed = await patch(manager, path, vatForm({ name_hu: data.texts.hu.name, vat_rate: 18, vat_exemption: '' }));
    expect(taxed.status, await taxed.clone().text()).toBe(200);
    expect((await taxed.json()).data).toMatchObject({ vat_rate: 18, vat_exemption: null });
    const [row] = await queryRows<{ vat_rate: number; vat_exemption: string | null }>(
      db,
      sql`select vat_rate, vat_exemption from trainings where id = ${data.id}`,
    );
    expect(row).toEqual({ vat_rate: 18, vat_exemption: null });

    const audits = await queryRows<{ before: Record<string, unknown> | null; after: Record<string, unknown> }>(
      db,
      sql`select before, after from audit_log where entity = 'training' and entity_id = ${String(data.id)} order by id`,
    );
    expect(audits.map((audit) => [audit.before?.vat_exemption, audit.after.vat_exemption])).toEqual([
      [undefined, 'TAM'],
      ['TAM', 'AAM'],
      ['AAM', null],
    ]);
    expect(audits.at(-1)?.after).toMatchObject({ vat_rate: 18 });
  });

  it('refuses an exemption with a rate other than 0 at the field, in both languages, writing nothing', async () => {
    const hu = await errorsOf(
      await manager.post('/api/admin/v1/trainings', vatForm({ vat_rate: 27, vat_exemption: 'TAM' })),
    );
    expect(hu).toEqual({
      vat_exemption: [
        'Adómentes képzés ÁFA-kulcsa csak 0 % lehet: válassza a 0 %-ot, vagy ne jelöljön adómentességet.',
      ],
    });
    const created = await (await manager.post('/api/admin/v1/trainings', vatForm({ vat_rate: 5 }))).json();
    expect(created.data).toMatchObject({ vat_rate: 5, vat_exemption: null });
    const en = await errorsOf(
      await patch(
        manager,
        `/api/admin/v1/trainings/${created.data.id}?locale_id=2`,
        vatForm({ name_hu: created.data.texts.hu.name, vat_rate: 5, vat_exemption: 'AAM' }),
      ),
    );
    expect(en).toEqual({ vat_exemption: ['An exempt training’s VAT rate must be 0 %: choose 0 %, or no exemption.'] });
    const read = await (await manager.get(`/api/admin/v1/trainings/${created.data.id}`)).json();
    expect(read.data).toMatchObject({ vat_rate: 5, vat_exemption: null });
  });

  it('takes only the Hungarian rates and the two exemptions', async () => {
    const post = (overrides: Record<string, unknown>) => manager.post('/api/admin/v1/trainings', vatForm(overrides));
    for (const wrong of [20, '10', 101, 'sok']) {
      expect(await errorsOf(await post({ vat_rate: wrong })), String(wrong)).toEqual({
        vat_rate: ['Az ÁFA-kulcs 27, 18, 5 vagy 0 % lehet.'],
      });
    }
    expect(await errorsOf(await post({ vat_rate: undefined }))).toEqual({ vat_rate: ['A mező kitöltése kötelező.'] });
    expect(Object.keys(await errorsOf(await post({ vat_rate: 0, vat_exemption: 'KBAET' })))).toEqual(['vat_exemption']);
    expect(Object.keys(await errorsOf(await post({ vat_rate: 0, vat_exemption: 'tam' })))).toEqual(['vat_exemption']);
  });
});

describe('training dates', () => {
  let trainingId: number;
  beforeAll(async () => {
    trainingId = (await createTraining(db, { locationTypeId: 3, name: { hu: 'Dátumos', en: 'Dated' } })).id;
  });

  it('adds a date in Budapest time, a classroom one needs a venue, an online one an https link', async () => {
    const noVenue = await manager.post(`/api/admin/v1/trainings/${trainingId}/dates`, {
      start_local: futureLocal(20),
      location_type_id: 1,
      capacity: 8,
    });
    expect(noVenue.status).toBe(422);
    expect(Object.keys((await noVenue.json()).errors)).toEqual(['venue']);
    const badLink = await manager.post(`/api/admin/v1/trainings/${trainingId}/dates`, {
      start_local: futureLocal(20),
      location_type_id: 2,
      online_url: 'http://meet.example.hu/x',
      capacity: 8,
    });
    expect(Object.keys((await badLink.json()).errors)).toEqual(['online_url']);

    const winter = await manager.post(`/api/admin/v1/trainings/${trainingId}/dates`, {
      start_local: '2030-01-15T09:00',
      location_type_id: 1,
      venue: '1052 Budapest, Váci utca 10.',
      capacity: 8,
    });
    expect(winter.status, await winter.clone().text()).toBe(201);
    expect((await winter.json()).data.start_at).toBe('2030-01-15T08:00:00.000Z');
    const summer = await manager.post(`/api/admin/v1/trainings/${trainingId}/dates`, {
      start_local: '2030-07-15T09:00',
      location_type_id: 2,
      online_url: SECRET_URL,
      capacity: 30,
    });
    expect((await summer.json()).data).toMatchObject({ start_at: '2030-07-15T07:00:00.000Z', online_url: SECRET_URL });
  });

  it('never lowers the capacity below the seats taken, and keeps a date with enrolments', async () => {
    const dateId = (await createTrainingDate(db, { trainingId, startAt: daysFromNow(15), capacity: 5 })).id;
    await enrol(dateId, 1, 2, 'transfer');
    const edit = (capacity: number) =>
      patch(manager, `/api/admin/v1/training-dates/${dateId}`, {
        start_local: futureLocal(15),
        location_type_id: 1,
        venue: 'Győr, Baross út 1.',
        capacity,
      });
    const below = await edit(1);
    expect(below.status).toBe(422);
    const body = await below.json();
    expect(body.errors.capacity[0]).toContain('2');
    const atFloor = await edit(2);
    expect(atFloor.status, await atFloor.clone().text()).toBe(200);
    expect((await atFloor.json()).data).toMatchObject({ capacity: 2, seats_taken: 2, venue: 'Győr, Baross út 1.' });

    const refused = await send(manager, 'DELETE', `/api/admin/v1/training-dates/${dateId}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('date_has_enrolments');

    const empty = (await createTrainingDate(db, { trainingId, startAt: daysFromNow(16) })).id;
    expect((await send(manager, 'DELETE', `/api/admin/v1/training-dates/${empty}`)).status).toBe(200);
    expect((await manager.get(`/api/admin/v1/training-dates/${empty}/settings`)).status).toBe(404);
  });

  it('cancels a date: every live enrolment cancelled once, refunded and mailed; off sale; a second cancel is 409', async () => {
    const dateId = (await createTrainingDate(db, { trainingId, startAt: daysFromNow(18), capacity: 6 })).id;
    const paid = await enrol(dateId, 1, 2, 'card');
    const unpaid = await enrol(dateId, 1, 1, 'transfer');

    const editor = admin.agent();
    await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
    const forbidden = await editor.post(`/api/admin/v1/training-dates/${dateId}/cancel`, { reason: 'Betegség' });
    expect(forbidden.status).toBe(403);

    const response = await manager.post(`/api/admin/v1/training-dates/${dateId}/cancel`, { reason: 'Az oktató beteg' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json()).data).toEqual({ id: dateId, enrolments_cancelled: 2 });
    const rows = await queryRows<{ id: number; status: string; refunded_amount: number }>(
      db,
      sql`select id, status, refunded_amount from academy_subscriptions where id in (${paid.id}, ${unpaid.id}) order by id`,
    );
    expect(rows).toEqual([
      { id: paid.id, status: 'cancelled', refunded_amount: paid.total },
      { id: unpaid.id, status: 'cancelled', refunded_amount: 0 },
    ]);
    const [seats] = await queryRows<{ n: number }>(
      db,
      sql`select seats_held as n from training_dates where id = ${dateId}`,
    );
    expect(seats?.n).toBe(0);
    for (const enrolment of [paid, unpaid]) {
      const cancelMails = (await mailsOf(enrolment.id)).filter((mail) => mail.kind === 'order_cancelled');
      expect(cancelMails).toHaveLength(1);
      expect(cancelMails[0]?.text_body).toContain('Az oktató beteg');
    }

    const again = await manager.post(`/api/admin/v1/training-dates/${dateId}/cancel`, { reason: 'Még egyszer' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('training_date_is_cancelled');
    const cancelled = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from mail_outbox where kind = 'order_cancelled' and ref_id in (${paid.id}, ${unpaid.id})`,
    );
    expect(cancelled[0]?.n).toBe(2);

    // Off sale: the storefront neither lists nor sells it.
    const before = await createTrainingDate(db, { trainingId, startAt: daysFromNow(19) });
    const listed = await publicDateIds();
    expect(listed).toContain(before.id);
    expect(listed).not.toContain(dateId);
    // The back office's date list keeps it, marked.
    const staffList = await (
      await manager.get(`/api/admin/v1/training-dates?when=all&training_id=${trainingId}`)
    ).json();
    expect(staffList.data.find((row: { id: number }) => row.id === dateId)).toMatchObject({ cancelled: true });
    // Nor is anybody moved onto it.
    const other = await (await manager.get(`/api/admin/v1/training-dates/${before.id}`)).json();
    expect(other.data.move_targets.map((target: { id: number }) => target.id)).not.toContain(dateId);
    const buyer = await guest(t, ACADEMY_HOST);
    const add = await buyer.post('/api/v1/academy-cart/add', {
      item_id: dateId,
      training_location_type_id: 1,
      count: 1,
    });
    expect(add.status).not.toBe(200);

    const edit = await patch(manager, `/api/admin/v1/training-dates/${dateId}`, {
      start_local: futureLocal(18),
      location_type_id: 1,
      venue: 'x',
      capacity: 6,
    });
    expect(edit.status).toBe(409);
  });
});

describe('the online link', () => {
  let trainingId: number;
  let dateId: number;
  beforeAll(async () => {
    trainingId = (await createTraining(db, { locationTypeId: 2, name: { hu: 'Online titok', en: 'Online secret' } }))
      .id;
    const created = await manager.post(`/api/admin/v1/trainings/${trainingId}/dates`, {
      start_local: futureLocal(25, '18:00'),
      location_type_id: 2,
      online_url: SECRET_URL,
      capacity: 50,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    dateId = (await created.json()).data.id;
  });

  it('is in the mail of a paid enrolment only', async () => {
    const unpaid = await enrol(dateId, 2, 1, 'transfer');
    for (const mail of await mailsOf(unpaid.id)) {
      expect(mail.text_body + mail.html_body).not.toContain(SECRET_URL);
    }
    const paid = await enrol(dateId, 2, 1, 'card');
    const mails = await mailsOf(paid.id);
    const result = mails.find((mail) => mail.kind === 'payment_result');
    expect(result?.text_body).toContain(SECRET_URL);
    expect(
      mails
        .filter((mail) => mail.kind !== 'payment_result')
        .map((mail) => mail.text_body)
        .join(),
    ).not.toContain(SECRET_URL);

    // A transfer recorded by staff pays it too: that mail carries the link.
    const step = await manager.post(`/api/admin/v1/enrolments/${unpaid.id}/events`, {
      event: 'record_transfer',
      amount: unpaid.total,
    });
    expect(step.status, await step.clone().text()).toBe(200);
    const paidNow = (await mailsOf(unpaid.id)).find((mail) => mail.kind === 'payment_result');
    expect(paidNow?.text_body).toContain(SECRET_URL);
  });

  it('shows in the account’s enrolled dates once the enrolment is paid, not before', async () => {
    const user = await createUser(db);
    const agent = t.agent(ACADEMY_HOST);
    await agent.login(user.email, user.password);
    await addTrainingDate(agent, dateId, 2, 1);
    const placed = await agent.post('/api/v1/academy-subscriptions', {
      ...checkoutFields(ref, { delivery_method_id: undefined, payment_method_id: 2, email: user.email }),
      participants: [],
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const enrolment = (await placed.json()).data;
    const mine = async () =>
      ((await (await agent.get('/api/v1/my-trainings')).json()).data as { online_url: string | null }[]).map(
        (item) => item.online_url,
      );
    expect(await mine()).toEqual([null]);
    const step = await manager.post(`/api/admin/v1/enrolments/${enrolment.id}/events`, {
      event: 'record_transfer',
      amount: enrolment.historic_total_gross,
    });
    expect(step.status, await step.clone().text()).toBe(200);
    expect(await mine()).toEqual([SECRET_URL]);
  });

  it('is in no public answer', async () => {
    expect(await publicDateIds()).toContain(dateId);
    const list = await publicList();
    const uri = (JSON.parse(list).data as { id: number; full_uri: string }[]).find(
      (x) => x.id === trainingId,
    )?.full_uri;
    const paths = [
      '/api/v1/trainings?per_page=100',
      `/api/v1/trainings/by-uri?full_uri=${encodeURIComponent(uri ?? '')}`,
    ];
    for (const path of paths) {
      const response = await t.request(path, { host: ACADEMY_HOST });
      const text = await response.text();
      expect(text, path).not.toContain('meet.example.hu');
      expect(text, path).not.toContain('online_url');
    }
    const buyer = await guest(t, ACADEMY_HOST);
    await addTrainingDate(buyer, dateId, 2, 1);
    const cart = await buyer.get('/api/v1/academy-cart');
    expect(await cart.text()).not.toContain('meet.example.hu');
  });
});

describe('the calendar', () => {
  it('lists a month’s dates, cancelled ones marked', async () => {
    const trainingId = (await createTraining(db, { name: { hu: 'Naptáras', en: 'Calendared' } })).id;
    await createTrainingDate(db, { trainingId, startAt: new Date('2031-03-10T08:00:00Z'), capacity: 4 });
    await createTrainingDate(db, { trainingId, startAt: new Date('2031-04-01T08:00:00Z'), capacity: 4 });
    const response = await manager.get('/api/admin/v1/trainings/calendar?month=2031-03');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.month).toBe('2031-03');
    expect(body.data).toEqual([
      expect.objectContaining({ training: { id: trainingId, name: 'Naptáras' }, capacity: 4, cancelled: false }),
    ]);
  });
});

describe.runIf(testDriver() === 'pg')('the capacity floor under a race (PostgreSQL)', () => {
  it('an enrolment taking the last seat and a capacity cut at once: never above capacity, never a 500', async () => {
    const trainingId = (await createTraining(db, { name: { hu: 'Verseny', en: 'Race' } })).id;
    for (let round = 0; round < 4; round += 1) {
      // Three of four seats held already: the last one is what the cut and the enrolment fight over.
      const dateId = (
        await createTrainingDate(db, { trainingId, startAt: daysFromNow(30 + round), capacity: 4, seatsHeld: 3 })
      ).id;
      const [cut, enrolled] = await Promise.allSettled([
        patch(manager, `/api/admin/v1/training-dates/${dateId}`, {
          start_local: futureLocal(30 + round),
          location_type_id: 1,
          venue: 'Budapest',
          capacity: 3,
        }),
        enrol(dateId, 1, 1, 'transfer'),
      ]);
      const [row] = await queryRows<{ capacity: number; seats_held: number }>(
        db,
        sql`select capacity, seats_held from training_dates where id = ${dateId}`,
      );
      expect(row && row.seats_held <= row.capacity).toBe(true);
      if (cut.status === 'fulfilled') expect([200, 422]).toContain(cut.value.status);
      // Either the cut won (the enrolment then found the date full) or the enrolment did (the cut is 422).
      if (cut.status === 'fulfilled' && cut.value.status === 200) expect(enrolled.status).toBe('rejected');
      else expect(enrolled.status).toBe('fulfilled');
    }
  });
});
