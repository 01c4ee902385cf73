import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA_PASS } from '../../lib/captcha';
import { ACADEMY_HOST, createTestApp, operatorMails, SHOP_HOST, TEST_OPERATORS, type TestApp } from '../../testing';

const valid = {
  name: 'Kiss Anna',
  email: 'anna.kiss@example.com',
  phone: '+36 30 123 4567',
  message: 'Szeretnék időpontot kérni egy arckezelésre.',
  consent: true,
  captcha_token: TEST_CAPTCHA_PASS,
};

async function send(t: TestApp, host: string, body: unknown) {
  const agent = t.agent(host);
  await agent.csrf();
  return agent.post('/api/v1/contact-requests?locale_id=2', body);
}

describe('the operators’ notice of a contact request (issue 18)', () => {
  let t: TestApp;
  let silent: TestApp;
  beforeAll(async () => {
    [t, silent] = await Promise.all([
      createTestApp({ settings: { operatorMail: TEST_OPERATORS } }),
      createTestApp({ settings: { operatorMail: { shop: { contact: [] } } } }),
    ]);
  });
  afterAll(() => Promise.all([t.dispose(), silent.dispose()]));

  it('queues one Hungarian mail to the contact recipients of the message’s site, with the message', async () => {
    expect((await send(t, SHOP_HOST, valid)).status).toBe(201);
    const [mail, ...others] = await operatorMails(t.database.db);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: 'contact@shop.example',
      subject: 'Új kapcsolatfelvételi üzenet érkezett (webshop)',
    });
    expect(mail?.textBody).toContain('Név: Kiss Anna');
    expect(mail?.textBody).toContain('E-mail: anna.kiss@example.com');
    expect(mail?.textBody).toContain('Telefon: +36 30 123 4567');
    expect(mail?.textBody).toContain(valid.message);

    expect((await send(t, ACADEMY_HOST, { ...valid, name: "Mary O'Neil" })).status).toBe(201);
    const academy = (await operatorMails(t.database.db))[1];
    expect(academy).toMatchObject({ toAddress: 'contact@academy.example' });
    expect(academy?.htmlBody).toContain('>Mary O&#39;Neil</div>');
  });

  it('queues none when nobody is configured for the site’s messages', async () => {
    expect((await send(silent, SHOP_HOST, valid)).status).toBe(201);
    expect((await send(silent, ACADEMY_HOST, valid)).status).toBe(201);
    expect(await operatorMails(silent.database.db)).toEqual([]);
  });
});
