import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAddressReference, createTestApp, createUser, type TestApp } from '../../testing';

let t: TestApp;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  ref = await createAddressReference(t.database.db);
});
afterAll(() => t.dispose());

async function customer(): Promise<Agent> {
  const user = await createUser(t.database.db);
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return agent;
}

const address = (extra: Record<string, unknown> = {}) => ({
  zipcode_id: String(ref.zipcodeId),
  street_type_id: String(ref.streetTypeId),
  street: 'Petőfi Sándor',
  number: '12/B',
  floor: '2',
  door: '5',
  ...extra,
});

const ids = async (agent: Agent) =>
  ((await (await agent.get('/api/v1/addresses')).json()).data as { id: number; is_default: boolean }[]).map((a) => [
    a.id,
    a.is_default,
  ]);

describe('POST /api/v1/addresses', () => {
  it('creates an address with zip code, city and street type; the first one is the default', async () => {
    const agent = await customer();
    const response = await agent.post('/api/v1/addresses', new URLSearchParams(address()));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('A címet elmentettük.');
    expect(body.data).toMatchObject({
      zipcode: { id: ref.zipcodeId, code: ref.code, city: { name: expect.stringContaining('Tesztfalva') } },
      street: 'Petőfi Sándor',
      street_type: { id: ref.streetTypeId, name: 'utca', order: 1 },
      number: '12/B',
      building: null,
      staircase: null,
      floor: '2',
      door: '5',
      billing_name: null,
      is_default: true,
    });
    const english = await agent.get('/api/v1/addresses?locale_id=2');
    expect((await english.json()).data[0].street_type.name).toBe('street');
  });

  it('updates with id and _method=PUT, or on /addresses/{id}, and moves the default', async () => {
    const agent = await customer();
    const first = (await (await agent.post('/api/v1/addresses', address())).json()).data.id;
    const second = (await (await agent.post('/api/v1/addresses', address({ street: 'Kossuth Lajos' }))).json()).data.id;
    expect(await ids(agent)).toEqual([
      [first, true],
      [second, false],
    ]);
    const updated = await agent.post(
      '/api/v1/addresses',
      address({ id: second, _method: 'PUT', is_default: '1', billing_name: 'Kft.' }),
    );
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ id: second, is_default: true, billing_name: 'Kft.' });
    expect(await ids(agent)).toEqual([
      [second, true],
      [first, false],
    ]);
    const viaPath = await agent.post(`/api/v1/addresses/${first}`, address({ _method: 'PUT', number: '99' }));
    expect((await viaPath.json()).data).toMatchObject({ id: first, number: '99', is_default: false });
  });

  it('refuses unknown zip codes and street types, and missing fields, per field', async () => {
    const agent = await customer();
    const unknown = await agent.post(
      '/api/v1/addresses?locale_id=2',
      address({ zipcode_id: 999999, street_type_id: 999999 }),
    );
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors).toEqual({
      zipcode_id: ['Choose a zip code from the list.'],
      street_type_id: ['Choose a street type from the list.'],
    });
    // Without locale_id the session's last language (English, above) is used.
    const missing = await agent.post('/api/v1/addresses', {});
    const { errors } = await missing.json();
    expect(errors).toMatchObject({
      zipcode_id: ['This field is required.'],
      street: ['This field is required.'],
      number: ['This field is required.'],
    });
    const hungarian = await agent.post('/api/v1/addresses?locale_id=1', {});
    expect((await hungarian.json()).errors.street).toEqual(['A mező kitöltése kötelező.']);
  });

  it('answers 401 to guests before looking at the body', async () => {
    const guest = t.agent();
    await guest.csrf();
    expect((await guest.post('/api/v1/addresses', {})).status).toBe(401);
    expect((await guest.get('/api/v1/addresses')).status).toBe(401);
  });
});

describe('GET and DELETE /api/v1/addresses/{id}', () => {
  it('reads one address and deletes it; a deleted default passes to the newest other address', async () => {
    const agent = await customer();
    const first = (await (await agent.post('/api/v1/addresses', address())).json()).data.id;
    const second = (await (await agent.post('/api/v1/addresses', address())).json()).data.id;
    const third = (await (await agent.post('/api/v1/addresses', address())).json()).data.id;
    expect((await (await agent.get(`/api/v1/addresses/${second}`)).json()).data.id).toBe(second);
    const deleted = await agent.request(`/api/v1/addresses/${first}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'A címet töröltük.' });
    expect(await ids(agent)).toEqual([
      [third, true],
      [second, false],
    ]);
    expect((await agent.request(`/api/v1/addresses/${first}`, { method: 'DELETE' })).status).toBe(404);
    expect((await agent.get(`/api/v1/addresses/${first}`)).status).toBe(404);
  });
});
