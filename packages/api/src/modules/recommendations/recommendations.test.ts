import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ACADEMY_HOST, type Agent, createTestApp, type TestApp } from '../../testing';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  agent = t.agent(ACADEMY_HOST);
  await agent.csrf();
});
afterAll(() => t.dispose());

describe('POST /api/v1/trainings/add-recommendation', () => {
  it('stores the recommendation when the captcha passes', async () => {
    const response = await agent.post('/api/v1/trainings/add-recommendation', {
      training_name_text: 'Szempilla-lifting haladóknak',
      captcha_token: 'test-pass',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Köszönjük az ajánlását! Továbbítottuk a képzési csapatunknak.',
    });
    const rows = await queryRows(t.database.db, sql`select training_name_text, host_id from training_recommendations`);
    expect(rows).toEqual([{ training_name_text: 'Szempilla-lifting haladóknak', host_id: 2 }]);
  });

  it('answers recommendation_recaptcha_error without a captcha and contact_recaptcha_error when it fails', async () => {
    const missing = await agent.post('/api/v1/trainings/add-recommendation', { training_name_text: 'Smink' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ code: 'recommendation_recaptcha_error' });
    const failed = await agent.post('/api/v1/trainings/add-recommendation?locale_id=2', {
      training_name_text: 'Smink',
      captcha_token: 'bot',
    });
    expect(failed.status).toBe(422);
    expect(await failed.json()).toMatchObject({
      code: 'contact_recaptcha_error',
      message: expect.stringContaining('bot check'),
    });
  });

  it('needs the training name', async () => {
    const response = await agent.post('/api/v1/trainings/add-recommendation?locale_id=1', {
      training_name_text: ' ',
      captcha_token: 'test-pass',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.training_name_text).toEqual(['A mező kitöltése kötelező.']);
  });
});
