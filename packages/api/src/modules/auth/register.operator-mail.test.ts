import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, operatorMails, SHOP_HOST, TEST_OPERATORS, type TestApp } from '../../testing';

let sequence = 0;
const pdf = () => {
  const bytes = new Uint8Array(2048);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], 'mukodesi-engedely.pdf', { type: 'application/pdf' });
};

async function register(t: TestApp, host: string, professional: boolean) {
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
    ...(professional ? { is_professional: '1', proof_of_conduct: pdf() } : {}),
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const agent = t.agent(host);
  await agent.csrf();
  const response = await agent.post('/auth/register', form, { headers: { 'x-forwarded-for': `192.0.2.${sequence}` } });
  expect(response.status).toBe(201);
  return String(values.email);
}

describe('the operators’ notice of a professional registration (issue 18)', () => {
  let t: TestApp;
  let silent: TestApp;
  beforeAll(async () => {
    [t, silent] = await Promise.all([
      createTestApp({ settings: { operatorMail: TEST_OPERATORS } }),
      createTestApp({ settings: { operatorMail: { shop: { contact: ['contact@shop.example'] } } } }),
    ]);
  });
  afterAll(() => Promise.all([t.dispose(), silent.dispose()]));

  it('queues one Hungarian mail to the professional recipients of the site, none for a customer', async () => {
    const email = await register(t, SHOP_HOST, true);
    await register(t, SHOP_HOST, false);
    const academyEmail = await register(t, ACADEMY_HOST, true);
    const mails = await operatorMails(t.database.db);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['pro@shop.example', 'Új szakmai regisztráció érkezett (jóváhagyásra vár) (webshop)'],
      ['pro@academy.example', 'Új szakmai regisztráció érkezett (jóváhagyásra vár) (akadémia)'],
    ]);
    expect(mails[0]?.textBody).toContain('Név: Kovács-Nagy Éva');
    expect(mails[0]?.textBody).toContain(`E-mail: ${email}`);
    expect(mails[1]?.textBody).toContain(`E-mail: ${academyEmail}`);
  });

  it('queues none when nobody is configured for professional registrations', async () => {
    await register(silent, SHOP_HOST, true);
    expect(await operatorMails(silent.database.db)).toEqual([]);
  });
});
