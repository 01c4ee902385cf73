import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

/*
 * Posts to the storefront's form actions as a client other than a browser may send them: odd
 * bodies, odd redirect targets. Over HTTP, against the built server.
 */

const SHOP = 'vagheggi.localhost';
const CUSTOMER = { email: 'vasarlo@vagheggi.example', password: 'Vasarlo#2024' };

interface Answer {
  status: number;
  location: string | undefined;
  cookies: string[];
  body: string;
}

/** POST through node:http (it sends our Host header), from a page of the shop (Origin). */
function post(path: string, body: string, contentType?: string, port = inject('port')): Promise<Answer> {
  const headers: Record<string, string> = { host: `${SHOP}:${port}`, origin: `http://${SHOP}:${port}` };
  if (contentType) headers['content-type'] = contentType;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', setHost: false, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          cookies: res.headers['set-cookie'] ?? [],
          body: text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const FORM = 'application/x-www-form-urlencoded';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const names = (cookies: string[]) => cookies.map((line) => line.split('=')[0]);

describe('redirects to a target the visitor sent', () => {
  it('cookie banner: /\\evil.example and //evil.example go to the home page, a local path is kept', async () => {
    for (const [redirectTo, expected] of [
      ['/\\evil.example', '/'],
      ['//evil.example', '/'],
      ['/en/termek/x?y=ő', '/en/termek/x?y=%C5%91'],
    ] as [string, string][]) {
      const answer = await post('/cookie-consent', form({ choice: 'all', redirect_to: redirectTo }), FORM);
      expect(answer.status, redirectTo).toBe(302);
      expect(answer.location, redirectTo).toBe(expected);
      expect(answer.cookies.filter((line) => line.startsWith('cookie_policy_')).length).toBe(3);
    }
  });
});

describe('a form action posted with a body that is not a form', () => {
  it('answers 4xx, never 500: empty, JSON, plain text and an empty form, to cart, login, newsletter, contact and the cookie banner', async () => {
    const bodies: [string, string | undefined][] = [
      ['', undefined],
      ['{"email":"a@b.hu","count":1}', 'application/json'],
      ['email=a@b.hu', 'text/plain'],
      ['', FORM],
    ];
    for (const path of ['/en/cart/items', '/en/login', '/login', '/en/newsletter', '/en/contact', '/cookie-consent']) {
      for (const [body, type] of bodies) {
        const answer = await post(path, body, type);
        const label = `${path} ${type ?? 'no content type'} ${JSON.stringify(body)}`;
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
      }
    }
  });

  it('the refusal of a JSON body says why, in the page language', async () => {
    const answer = await post('/en/login', '{"email":"a@b.hu"}', 'application/json');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('The form could not be read');
  });
});

// A server of its own: the login limit of the demo account and the consent limit of this
// address would otherwise be spent for the other journeys, which share the global server.
describe('on a server of its own', () => {
  let own: RunningServer;
  beforeAll(async () => {
    own = await startServer();
  }, 90_000);
  afterAll(() => own.stop());

  it('login: a redirect_to with CR/LF or a backslash goes to the account, non-ASCII is encoded; the session cookie comes along', async () => {
    // At most five logins of one account from one address in 15 minutes (LOGIN_LIMIT): on this server of its own.
    for (const [redirectTo, expected] of [
      ['/kereses?q=krém', '/kereses?q=kr%C3%A9m'],
      ['/kereses?q=bőr', '/kereses?q=b%C5%91r'],
      ['/fiók/💄', '/fi%C3%B3k/%F0%9F%92%84'],
      ['/account\r\nSet-Cookie: planted=1', '/account'],
      ['/\\evil.example', '/account'],
    ] as [string, string][]) {
      const answer = await post('/login', form({ ...CUSTOMER, redirect_to: redirectTo }), FORM, own.port);
      expect(answer.status, redirectTo).toBe(302);
      expect(answer.location, redirectTo).toBe(expected);
      expect(names(answer.cookies), redirectTo).toContain('vag_session');
      expect(names(answer.cookies), redirectTo).not.toContain('planted');
    }
  });

  it('the cookie banner is rate-limited per client: after 20 choices in ten minutes, 429 and no cookies', async () => {
    const choose = () => post('/cookie-consent', form({ choice: 'all', redirect_to: '/' }), FORM, own.port);
    for (let i = 0; i < 20; i++) expect((await choose()).status).toBe(302);
    const limited = await choose();
    expect(limited.status).toBe(429);
    expect(limited.cookies.filter((line) => line.startsWith('cookie_policy_'))).toEqual([]);
  });
});
