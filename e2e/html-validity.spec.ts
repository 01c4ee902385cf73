import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import vnuJar from 'vnu-jar';
import { httpGet } from './support/http';

/*
 * Every page type of both sites, as served, through the W3C Nu Html Checker (vnu.jar, on the
 * Java of Debian's default-jre-headless). One JVM checks them all; an error names its page.
 */

const port = () => inject('port');
const SHOP = 'vagheggi.localhost';
const ACADEMY = 'localhost';
const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function first<T>(host: string, path: string): Promise<T> {
  const { body } = await httpGet(port(), path, host);
  return (JSON.parse(body) as { data: T[] }).data[0] as T;
}

async function pagesToCheck(): Promise<[string, string][]> {
  const product = await first<{ full_uri: string }>(SHOP, '/api/v1/products?locale_id=1&per_page=1');
  const training = await first<{ full_uri: string }>(ACADEMY, '/api/v1/trainings?locale_id=1&per_page=1');
  const post = await first<{ url: string }>(SHOP, '/api/v1/blog-posts?locale_id=1&per_page=1');
  const shop = [
    '/',
    '/en',
    '/kategoria',
    `/termek/${product.full_uri}`,
    '/blogs',
    post.url,
    '/search?keyword=krem',
    '/kosar',
    '/login',
    '/register',
    '/contact',
    '/szalonok',
    '/oldal/aszf',
    '/404',
    '/500',
  ];
  const academy = ['/', '/kategoria', `/kepzes/${training.full_uri}`, '/kepzesi-naptar', '/en/training-calendar'];
  return [
    ...shop.map((path): [string, string] => [SHOP, path]),
    ...academy.map((path): [string, string] => [ACADEMY, path]),
  ];
}

describe('HTML validity (W3C Nu checker)', () => {
  it('every page type of both sites is valid HTML', async () => {
    const files = new Map<string, string>();
    for (const [host, path] of await pagesToCheck()) {
      const { body } = await httpGet(port(), path, host);
      const file = join(dir, `${files.size}.html`);
      writeFileSync(file, body);
      files.set(file, `${host}${path}`);
    }
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stderr || stdout) as { messages: { url: string; message: string; extract?: string }[] };
    const errors = report.messages.map((m) => `${files.get(m.url.replace(/^file:/, '')) ?? m.url}: ${m.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
