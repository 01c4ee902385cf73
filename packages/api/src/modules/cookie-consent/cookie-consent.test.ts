import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../testing';
import { COOKIE_CONSENT_LIMIT } from './cookie-consent.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function visitor(ip: string): Promise<Agent> {
  const agent = t.agent();
  await agent.request('/sanctum/csrf-cookie', { headers: { 'x-forwarded-for': ip } });
  return agent;
}

const post = (agent: Agent, ip: string, fields: Record<string, string>) =>
  agent.post('/api/v1/cookie-consent?locale_id=2', new URLSearchParams(fields), { headers: { 'x-forwarded-for': ip } });

const consentCookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((line) => line.startsWith('cookie_policy_'))
    .map((line) => line.split(';')[0]);

describe('POST /api/v1/cookie-consent', () => {
  it('stores the selection in three 30-day cookies (level 1 always on) and says so', async () => {
    const agent = await visitor('198.51.100.1');
    const selection = await post(agent, '198.51.100.1', { choice: 'selection', analytics: 'on' });
    expect(selection.status).toBe(200);
    expect(await selection.json()).toEqual({
      message: 'Your cookie settings are saved.',
      code: 'cookie_consent_saved',
      data: { analytics: true, marketing: false },
    });
    expect(consentCookiesOf(selection)).toEqual(['cookie_policy_1=1', 'cookie_policy_2=1', 'cookie_policy_3=0']);
    expect(selection.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000;.*SameSite=Lax/);
    const all = await post(agent, '198.51.100.1', { choice: 'all' });
    expect(consentCookiesOf(all)).toEqual(['cookie_policy_1=1', 'cookie_policy_2=1', 'cookie_policy_3=1']);
  });

  it('refuses a post without a choice (422) and one without the CSRF token (419)', async () => {
    const agent = await visitor('198.51.100.2');
    const empty = await post(agent, '198.51.100.2', {});
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.choice).toHaveLength(1);
    expect(consentCookiesOf(empty)).toEqual([]);
    const forged = await t.agent().post('/api/v1/cookie-consent', { choice: 'all' });
    expect(forged.status).toBe(419);
  });

  it(`answers 429 with Retry-After after ${COOKIE_CONSENT_LIMIT.limit} posts from one address; another address goes on`, async () => {
    const agent = await visitor('198.51.100.3');
    for (let i = 0; i < COOKIE_CONSENT_LIMIT.limit; i++) {
      expect((await post(agent, '198.51.100.3', { choice: 'all' })).status).toBe(200);
    }
    const limited = await post(agent, '198.51.100.3', { choice: 'all' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).code).toBe('too_many_requests');
    expect(consentCookiesOf(limited)).toEqual([]);
    const other = await visitor('198.51.100.4');
    expect((await post(other, '198.51.100.4', { choice: 'all' })).status).toBe(200);
  });
});
