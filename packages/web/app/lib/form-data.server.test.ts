import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerCatalogue } from '../i18n';
import { en } from '../i18n/en';
import { hu } from '../i18n/hu';
import { readForm } from './form-data.server';

registerCatalogue('hu', hu);
registerCatalogue('en', en);

const post = (path: string, body: BodyInit | null, type?: string) =>
  new Request(`http://shop.test${path}`, { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

/** The 400 that `readForm` throws (React Router's `data()`), as the client gets it. */
async function refusal(request: Request) {
  const thrown = await readForm(request).then(
    () => undefined,
    (error: unknown) => error,
  );
  const { init, data } = thrown as { init: { status: number }; data: Record<string, unknown> };
  return { status: init.status, body: data };
}

describe('reading the form of an action', () => {
  it('reads url-encoded and multipart forms; an empty url-encoded one is an empty form', async () => {
    const form = await readForm(post('/login', 'email=a%40b.hu&x=1', 'application/x-www-form-urlencoded'));
    expect(form.get('email')).toBe('a@b.hu');
    const multipart = new FormData();
    multipart.set('choice', 'all');
    expect((await readForm(new Request('http://shop.test/', { method: 'POST', body: multipart }))).get('choice')).toBe(
      'all',
    );
    expect([...(await readForm(post('/login', '', 'application/x-www-form-urlencoded')))]).toEqual([]);
  });

  it('answers 400 form_unreadable, in the page language, to JSON, empty, text and broken multipart bodies', async () => {
    for (const request of [
      post('/login', '{"email":"a@b.hu"}', 'application/json'),
      post('/login', null),
      post('/login', 'email=a', 'text/plain'),
      post('/login', '--x\r\nbroken', 'multipart/form-data; boundary=x'),
      post('/login', 'x', 'multipart/form-data'),
    ]) {
      expect(await refusal(request)).toEqual({
        status: 400,
        body: { ok: false, code: 'form_unreadable', message: expect.stringContaining('űrlap'), errors: {} },
      });
    }
    expect((await refusal(post('/en/cart', '{}', 'application/json'))).body.message).toMatch(/^The form could not/);
  });

  it('is how every route action reads its form (request.formData() answers 500 to such posts)', () => {
    const routes = join(import.meta.dirname, '../routes');
    const offenders = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => /request\.formData\(\)/.test(readFileSync(join(routes, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
