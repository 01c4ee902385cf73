import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import { ACADEMY_HOST, createTestApp, createUser, linkParams, outboxFor, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

let sequence = 0;
function registration(fields: Record<string, string | Blob> = {}) {
  sequence += 1;
  const form = new FormData();
  const values: Record<string, string | Blob> = {
    first_name: 'Éva',
    last_name: 'Kovács-Nagy',
    email: `eva${sequence}@example.hu`,
    phone_number: '06 30 123 4567',
    password: 'Jelszo#123',
    password_confirmation: 'Jelszo#123',
    terms_accepted: '1',
    captcha_token: 'test-pass',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return { form, email: String(values.email) };
}

const pdf = (size = 2048) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], 'mukodesi-engedely.pdf', { type: 'application/pdf' });
};

async function register(fields: Record<string, string | Blob> = {}, host?: string) {
  const agent = t.agent(host);
  await agent.csrf();
  const { form, email } = registration(fields);
  // Registration is rate-limited per address: each call comes from its own.
  const response = await agent.post('/auth/register', form, { headers: { 'x-forwarded-for': `192.0.2.${sequence}` } });
  return { agent, response, email };
}

describe('POST /auth/register', () => {
  it('registers a customer, logs them in and queues the verification mail', async () => {
    const { agent, response, email } = await register({ wants_newsletter: '1' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toContain('Sikeres regisztráció');
    expect(body.data).toMatchObject({
      email,
      first_name: 'Éva',
      phone_number: '+36 30 123 4567',
      email_verified_at: null,
      credential: { roles: [{ id: 1, name: 'customer' }], wants_newsletter: true, professional_status: 'none' },
    });
    expect((await agent.get('/api/v1/user')).status).toBe(200);
    const mails = await outboxFor(t.database.db, email);
    // The newsletter consent is double opt-in: its own confirmation link (newsletter.test.ts).
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['newsletter_confirm', 'Erősítse meg hírlevél-feliratkozását'],
      ['verify_email', 'Erősítse meg az e-mail címét'],
    ]);
    const verification = mails.find((mail) => mail.kind === 'verify_email');
    expect(linkParams(verification ?? { textBody: '' }, '/verify-email').get('id')).toBe(String(body.data.id));
  });

  it('verifies the e-mail with the mailed link once, then sends the welcome mail', async () => {
    const { response, email } = await register();
    const { data } = await response.json();
    const [mail] = await outboxFor(t.database.db, email);
    const params = linkParams(mail ?? { textBody: '' }, '/verify-email');
    expect(mail?.textBody).toContain('http://vagheggi.localhost:3000/verify-email?');
    const verify = await t.request(`/api/v1/email/verify/${params.get('id')}/${params.get('token')}`);
    expect(verify.status).toBe(200);
    expect(verify.headers.get('cache-control')).toBe('private, no-store');
    expect(await verify.json()).toEqual({
      message: 'Az e-mail címét megerősítettük. Köszönjük!',
      code: 'email_verified',
    });
    // Its owner opening it again (a mail app, a second render) is told it is done, not "invalid" (issue 18).
    for (let i = 0; i < 2; i++) {
      const again = await t.request(`/api/v1/email/verify/${params.get('id')}/${params.get('token')}?locale_id=2`);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        message: 'Your e-mail address is already verified.',
        code: 'email_already_verified',
      });
    }
    const [row] = await queryRows<{ verified: boolean }>(
      t.database.db,
      sql`select email_verified_at is not null as verified from users where id = ${data.id}`,
    );
    expect(row?.verified).toBe(true);
    expect((await outboxFor(t.database.db, email)).map((m) => m.kind)).toEqual(['verify_email', 'welcome']);
  });

  it('keeps a spent verification link answering “already verified” until it expires, through housekeeping', async () => {
    const { response, email } = await register();
    const { data } = await response.json();
    const [mail] = await outboxFor(t.database.db, email);
    const params = linkParams(mail ?? { textBody: '' }, '/verify-email');
    const open = () => t.request(`/api/v1/email/verify/${params.get('id')}/${params.get('token')}`);
    expect((await open()).status).toBe(200);
    await runHousekeeping(t.database.db);
    expect(await (await open()).json()).toMatchObject({ code: 'email_already_verified' });
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${data.id}`,
    );
    const expired = await open();
    expect(expired.status).toBe(422);
    expect((await expired.json()).code).toBe('verification_invalid');
  });

  it('refuses a verification token of another user or a forged one', async () => {
    const first = await register();
    const second = await register();
    const [mail] = await outboxFor(t.database.db, first.email);
    const token = linkParams(mail ?? { textBody: '' }, '/verify-email').get('token');
    const { data } = await second.response.json();
    expect((await t.request(`/api/v1/email/verify/${data.id}/${token}`)).status).toBe(422);
    expect((await t.request(`/api/v1/email/verify/${data.id}/forged`)).status).toBe(422);
  });

  it('writes links of the site and language of the registration (academy, English)', async () => {
    const { email } = await register({}, ACADEMY_HOST);
    const agent = t.agent(ACADEMY_HOST);
    await agent.csrf();
    const { form, email: englishEmail } = registration();
    expect((await agent.post('/auth/register?locale_id=2', form)).status).toBe(201);
    expect((await outboxFor(t.database.db, email))[0]?.textBody).toContain('http://localhost:3000/verify-email?');
    const [english] = await outboxFor(t.database.db, englishEmail);
    expect(english?.subject).toBe('Confirm your e-mail address');
    expect(english?.textBody).toContain('http://localhost:3000/en/verify-email?');
  });

  it('answers field errors in Hungarian and English with the shared rules', async () => {
    const fields = { first_name: 'X', phone_number: '+36 1 234 5678', password: 'gyenge', tax_number: '12345678-1-12' };
    const hu = await register(fields);
    expect(hu.response.status).toBe(422);
    const huBody = await hu.response.json();
    expect(huBody.code).toBe('validation_failed');
    expect(huBody.errors.first_name).toEqual([
      'Legalább 2 betűt adjon meg; csak betű, pont, szóköz és kötőjel használható.',
    ]);
    expect(huBody.errors.phone_number[0]).toContain('Magyar mobilszámot');
    expect(huBody.errors.password[0]).toContain('legalább 8 karakter');
    expect(huBody.errors.tax_number[0]).toContain('adószámot');
    const agent = t.agent();
    await agent.csrf();
    const en = await agent.post('/auth/register?locale_id=2', registration(fields).form);
    const enBody = await en.json();
    expect(enBody.message).toBe('The given data was invalid.');
    expect(enBody.errors.first_name).toEqual([
      'Enter at least 2 letters; only letters, dots, spaces and hyphens are allowed.',
    ]);
    expect(enBody.errors.tax_number[0]).toContain('Hungarian tax number');
  });

  it('refuses a registered e-mail and a missing or failed captcha', async () => {
    const existing = await createUser(t.database.db);
    const taken = await register({ email: existing.email });
    expect(taken.response.status).toBe(422);
    expect((await taken.response.json()).errors.email).toEqual(['Ezzel az e-mail címmel már regisztráltak.']);
    for (const captcha of ['', 'wrong']) {
      const { response } = await register({ captcha_token: captcha });
      expect(response.status).toBe(422);
      expect((await response.json()).code).toBe('captcha_failed');
    }
  });
});

describe('POST /auth/register, professional flow', () => {
  it('stores the proof of conduct outside the web root and waits for the operator', async () => {
    const { response } = await register({ is_professional: '1', tax_number: '10773381-2-44', proof_of_conduct: pdf() });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toContain('szakmai fiókját');
    expect(body.data.credential).toMatchObject({
      roles: [{ id: 1, name: 'customer' }],
      professional_status: 'pending',
    });
    expect(body.data.tax_number).toBe('10773381-2-44');
    const [upload] = await queryRows<{
      mime_type: string;
      storage_key: string;
      original_name: string;
      size_bytes: number;
    }>(
      t.database.db,
      sql`select mime_type, storage_key, original_name, size_bytes from uploads where user_id = ${body.data.id}`,
    );
    expect(upload).toMatchObject({
      mime_type: 'application/pdf',
      original_name: 'mukodesi-engedely.pdf',
      size_bytes: 2048,
    });
    const stored = await readFile(join(t.uploadDir, upload?.storage_key ?? ''));
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('needs the document in the professional flow only', async () => {
    const { response } = await register({ is_professional: 'true' });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.proof_of_conduct).toEqual(['Töltse fel a dokumentumot.']);
  });

  it('security: checks the type by content: a text file named .pdf is refused and nothing is stored', async () => {
    const before = await readdir(t.uploadDir);
    const fake = new File(['<script>alert(1)</script>'], 'proof.pdf', { type: 'application/pdf' });
    const { response, email } = await register({ is_professional: '1', proof_of_conduct: fake });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.proof_of_conduct).toEqual(['Csak PDF, JPEG vagy PNG fájl tölthető fel.']);
    expect(await readdir(t.uploadDir)).toEqual(before);
    expect(await outboxFor(t.database.db, email)).toEqual([]);
  });

  it('security: refuses a document over 5 MB', async () => {
    const { response } = await register({ is_professional: '1', proof_of_conduct: pdf(5 * 1024 * 1024 + 1) });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.proof_of_conduct).toEqual(['A fájl legfeljebb 5 MB lehet.']);
  });

  it('accepts PNG and JPEG by their signatures', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'proof.png');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'proof.jpg');
    for (const file of [png, jpeg]) {
      expect((await register({ is_professional: '1', proof_of_conduct: file })).response.status).toBe(201);
    }
  });

  it('security: refuses a body far above the upload limit with 413 before reading it', async () => {
    const { response } = await register({ is_professional: '1', proof_of_conduct: pdf(7 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload_too_large');
  });
});
