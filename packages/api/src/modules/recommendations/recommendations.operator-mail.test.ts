import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, operatorMails, TEST_OPERATORS, type TestApp } from '../../testing';

async function recommend(t: TestApp, text: string) {
  const agent = t.agent(ACADEMY_HOST);
  await agent.csrf();
  return agent.post('/api/v1/trainings/add-recommendation', { training_name_text: text, captcha_token: 'test-pass' });
}

describe('the operators’ notice of a training recommendation (issue 18)', () => {
  let t: TestApp;
  let silent: TestApp;
  beforeAll(async () => {
    [t, silent] = await Promise.all([createTestApp({ settings: { operatorMail: TEST_OPERATORS } }), createTestApp()]);
  });
  afterAll(() => Promise.all([t.dispose(), silent.dispose()]));

  it('queues one Hungarian mail to the academy’s recommendation recipients, naming the training', async () => {
    expect((await recommend(t, 'Szempilla-lifting haladóknak')).status).toBe(200);
    const mails = await operatorMails(t.database.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'wish@academy.example',
      subject: 'Új képzésjavaslat érkezett (akadémia)',
    });
    // The training, under its heading, in the text part and the HTML alike.
    expect(mails[0]?.textBody).toMatch(/Javasolt képzés\s+.*Szempilla-lifting haladóknak/s);
    expect(mails[0]?.htmlBody).toContain('Szempilla-lifting haladóknak');
  });

  it('queues none when nobody is configured', async () => {
    expect((await recommend(silent, 'Smink alapok')).status).toBe(200);
    expect(await operatorMails(silent.database.db)).toEqual([]);
  });
});
