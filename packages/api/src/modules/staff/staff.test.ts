import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, createUser, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import { totpCode } from './staff.totp';

let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  admin = createTestAdmin(t);
});
afterAll(() => t.dispose());

const cookieHeader = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
interface Answer {
  code: string;
  message: string;
  data: { stage: string; secret: string; uri: string; qr_svg: string; permissions: string[]; [key: string]: unknown };
}
const body = async (response: Response) => (await response.json()) as Answer;

async function startLogin(email: string, password: string, a = admin) {
  const agent = a.agent();
  await agent.get('/api/admin/v1/csrf-cookie');
  const response = await agent.post('/api/admin/v1/login', { email, password });
  return { agent, response };
}

describe('staff sign-in', () => {
  it('signs a member without a second factor in: HttpOnly SameSite=Strict staff cookie, then /me', async () => {
    const editor = await createStaffMember(t, { role: 'editor' });
    const { agent, response } = await startLogin(editor.email, editor.password);
    expect(response.status).toBe(200);
    expect((await body(response)).data.stage).toBe('active');
    const cookie = cookieHeader(response, 'vag_staff_session');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await body(await agent.get('/api/admin/v1/me'));
    expect(me.data).toMatchObject({ email: editor.email, role: 'editor', stage: 'active', sites: ['shop', 'academy'] });
    expect(me.data.permissions).toContain('content.manage');
    expect(me.data.permissions).not.toContain('staff.manage');
  });

  it('refuses a wrong password and an unknown e-mail alike, in the request’s language', async () => {
    const editor = await createStaffMember(t, { role: 'editor' });
    const wrong = await startLogin(editor.email, 'not-the-password');
    const unknown = await startLogin('nobody@staff.example', 'not-the-password');
    expect(wrong.response.status).toBe(422);
    expect(unknown.response.status).toBe(422);
    const [a, b] = [await body(wrong.response), await body(unknown.response)];
    expect(a).toEqual(b);
    expect(a.code).toBe('staff_auth_failed');
    expect(a.message).toBe('Hibás e-mail cím vagy jelszó.');
    const agent = admin.agent();
    await agent.get('/api/admin/v1/csrf-cookie');
    const english = await agent.post('/api/admin/v1/login?locale_id=2', { email: editor.email, password: 'nope' });
    expect((await body(english)).message).toBe('Wrong e-mail address or password.');
  });

  it('locks an account after 5 failures from any address: 429, and one lockout mail is queued', async () => {
    const support = await createStaffMember(t, { role: 'support' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const agent = admin.agent();
      await agent.get('/api/admin/v1/csrf-cookie');
      const response = await agent.post(
        '/api/admin/v1/login',
        { email: support.email, password: `wrong-${attempt}` },
        {
          headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // Even the right password waits out the lock.
    const right = await startLogin(support.email, support.password);
    expect(right.response.status).toBe(429);
    expect((await body(right.response)).code).toBe('staff_login_locked');
    expect(right.response.headers.get('retry-after')).toMatch(/^\d+$/);
    const mails = await queryRows<{ kind: string; subject: string }>(
      t.database.db,
      sql`select kind, subject from mail_outbox where to_address = ${support.email}`,
    );
    expect(mails).toEqual([
      { kind: 'staff_login_locked', subject: 'Sikertelen bejelentkezések a háttérirodai fiókjába' },
    ]);
  });

  it('rate-limits sign-in attempts per address: the 31st in 15 minutes is 429 with Retry-After', async () => {
    const agent = admin.agent();
    await agent.get('/api/admin/v1/csrf-cookie');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await agent.post('/api/admin/v1/login', {
        email: `guess-${attempt}@staff.example`,
        password: 'x',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await body(response)).code).toBe('too_many_requests');
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('second factor', () => {
  it('asks an enrolled owner for the code; a wrong code is refused, the right one signs in, once', async () => {
    const owner = await createStaffMember(t, { role: 'owner', totp: true });
    const { agent, response } = await startLogin(owner.email, owner.password);
    expect((await body(response)).data.stage).toBe('totp');
    const waiting = await agent.get('/api/admin/v1/me');
    expect(waiting.status).toBe(401);
    expect((await body(waiting)).code).toBe('staff_totp_needed');
    expect((await agent.get('/api/admin/v1/audit-log')).status).toBe(401);
    const wrong = await agent.post('/api/admin/v1/login/totp', {
      code: '000000' === totpCode(owner.totpSecret ?? '') ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect((await body(wrong)).code).toBe('staff_totp_invalid');
    const code = totpCode(owner.totpSecret ?? '');
    const right = await agent.post('/api/admin/v1/login/totp', { code });
    expect(right.status).toBe(200);
    expect((await body(right)).data).toMatchObject({ role: 'owner', stage: 'active', totp_enabled: true });
    expect((await agent.get('/api/admin/v1/audit-log')).status).toBe(200);
    // The same code again (a replay from another browser) is refused.
    const replay = await startLogin(owner.email, owner.password);
    const again = await replay.agent.post('/api/admin/v1/login/totp', { code });
    expect(again.status).toBe(422);
  });

  it('with STAFF_2FA=required an owner without a factor must enrol first, then is signed in', async () => {
    const strict = createTestAdmin(t, { twoFactor: 'required' });
    const owner = await createStaffMember(t, { role: 'owner' });
    const { agent, response } = await startLogin(owner.email, owner.password, strict);
    expect((await body(response)).data.stage).toBe('enrol');
    const blocked = await agent.get('/api/admin/v1/staff');
    expect(blocked.status).toBe(403);
    expect((await body(blocked)).code).toBe('staff_totp_setup_needed');
    const me = await body(await agent.get('/api/admin/v1/me'));
    expect(me.data).toMatchObject({ stage: 'enrol', totp_required: true, totp_enabled: false });
    const setup = await body(await agent.post('/api/admin/v1/me/totp/setup'));
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.uri).toMatch(/^otpauth:\/\/totp\/Vagheggi:/);
    expect(setup.data.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    // Until confirmed, the page may be shown again: the same pending secret.
    const again = await body(await agent.post('/api/admin/v1/me/totp/setup'));
    expect(again.data.secret).toBe(setup.data.secret);
    expect((await agent.post('/api/admin/v1/me/totp/confirm', { code: '12345' })).status).toBe(422);
    const confirmed = await agent.post('/api/admin/v1/me/totp/confirm', { code: totpCode(setup.data.secret) });
    expect(confirmed.status).toBe(200);
    expect((await body(confirmed)).data).toMatchObject({ stage: 'active', totp_enabled: true });
    expect((await agent.get('/api/admin/v1/staff')).status).toBe(200);
    // Required for the role: one's own factor cannot be turned off.
    const off = await agent.post('/api/admin/v1/me/totp/disable', { code: totpCode(setup.data.secret) });
    expect(off.status).toBe(422);
    expect((await body(off)).code).toBe('staff_totp_required');
  });

  it('with STAFF_2FA=required an editor is not obliged; with optional an owner is not either', async () => {
    const strict = createTestAdmin(t, { twoFactor: 'required' });
    const editor = await createStaffMember(t, { role: 'editor' });
    expect((await body((await startLogin(editor.email, editor.password, strict)).response)).data.stage).toBe('active');
    const owner = await createStaffMember(t, { role: 'owner' });
    expect((await body((await startLogin(owner.email, owner.password)).response)).data.stage).toBe('active');
  });
});

describe('staff sessions', () => {
  it('end after the idle timeout and after the absolute timeout', async () => {
    const support = await createStaffMember(t, { role: 'support' });
    const idle = admin.agent();
    await signInStaff(idle, support);
    expect((await idle.get('/api/admin/v1/me')).status).toBe(200);
    await t.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '31 minutes' where staff_id = ${support.id}`,
    );
    expect((await idle.get('/api/admin/v1/me')).status).toBe(401);

    const busy = admin.agent();
    await signInStaff(busy, support);
    await t.database.db.execute(
      sql`update staff_sessions set created_at = now() - interval '13 hours' where staff_id = ${support.id}`,
    );
    expect((await busy.get('/api/admin/v1/me')).status).toBe(401);

    const short = createTestAdmin(t, { idleMinutes: 5 }).agent();
    await signInStaff(short, support);
    await t.database.db.execute(
      sql`update staff_sessions set last_seen_at = now() - interval '6 minutes' where staff_id = ${support.id}`,
    );
    expect((await short.get('/api/admin/v1/me')).status).toBe(401);
  });

  it('never mix with the storefront’s: a customer cookie is 401 on the admin API, a staff cookie 401 on /api/v1/user', async () => {
    const customer = await createUser(t.database.db, {});
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    const session = shopper.cookie('vag_session') ?? '';
    const onAdmin = await admin.app.request('http://admin.localhost/api/admin/v1/me', {
      headers: { host: 'admin.localhost', cookie: `vag_session=${session}` },
    });
    expect(onAdmin.status).toBe(401);

    const support = await createStaffMember(t, { role: 'support' });
    const staffAgent = admin.agent();
    await signInStaff(staffAgent, support);
    const staffCookie = staffAgent.cookie('vag_staff_session') ?? '';
    const onShop = await t.request('/api/v1/user', {
      headers: { cookie: `vag_staff_session=${staffCookie}; vag_session=${staffCookie}` },
    });
    expect(onShop.status).toBe(401);
  });

  it('sign-out ends the session', async () => {
    const support = await createStaffMember(t, { role: 'support' });
    const agent = admin.agent();
    await signInStaff(agent, support);
    const token = agent.cookie('vag_staff_session');
    expect((await agent.post('/api/admin/v1/logout')).status).toBe(200);
    const reused = await admin.app.request('http://admin.localhost/api/admin/v1/me', {
      headers: { host: 'admin.localhost', cookie: `vag_staff_session=${token}` },
    });
    expect(reused.status).toBe(401);
  });
});

describe('CSRF on admin writes', () => {
  it('refuses a write without the staff token (419) and from a foreign origin (403)', async () => {
    const owner = await createStaffMember(t, { role: 'owner' });
    const agent = admin.agent();
    await signInStaff(agent, owner);
    const payload = {
      email: 'new.member@staff.example',
      name: 'Új Tag',
      role: 'support',
      password: 'A-long-password-1',
    };
    const noToken = await agent.post('/api/admin/v1/staff', payload, { headers: { 'x-staff-xsrf-token': 'forged' } });
    expect(noToken.status).toBe(419);
    const storefrontToken = await agent.post(
      '/api/admin/v1/login',
      { email: owner.email, password: owner.password },
      {
        headers: { 'x-staff-xsrf-token': '', cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
      },
    );
    expect(storefrontToken.status).toBe(419);
    const foreign = await agent.post('/api/admin/v1/staff', payload, {
      headers: { origin: 'http://vagheggi.localhost' },
    });
    expect(foreign.status).toBe(403);
    const rows = await queryRows(t.database.db, sql`select 1 from staff where email = 'new.member@staff.example'`);
    expect(rows).toEqual([]);
    expect((await agent.post('/api/admin/v1/staff', payload)).status).toBe(201);
  });
});
