import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageRoutes, snapWidth } from './images';

/** The demo image URLs the data shows, and every URL the endpoint asked about. */
const DEMO_IN_USE = new Set(['/img/demo/products/gentle-foam-1.webp']);
const asked: string[] = [];
const demoImageInUse = async (url: string) => {
  asked.push(url);
  return DEMO_IN_USE.has(url) ? {} : undefined;
};

const webpFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.webp'));

describe('image endpoint', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'vag-media-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'vag-img-cache-'));
  const app = imageRoutes({ mediaDir, cacheDir, cacheMaxBytes: 2 ** 20, demoImageInUse });

  beforeAll(async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c08' } })
      .png()
      .toBuffer();
    writeFileSync(join(mediaDir, 'cream.png'), png);
  });

  it('snaps requested widths to the spec screen widths', () => {
    expect(snapWidth('300')).toBe(320);
    expect(snapWidth('640')).toBe(640);
    expect(snapWidth('700')).toBe(768);
    expect(snapWidth('99999')).toBe(2560);
    expect(snapWidth(undefined)).toBe(1024);
    expect(snapWidth('abc')).toBe(1024);
  });

  it('resizes an uploaded image to WebP of the snapped width and caches it on disk', async () => {
    const response = await app.request('/img/cream.png?w=600');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
    expect(webpFiles(cacheDir)).toHaveLength(1);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.request('/img/cream.png?w=320');
    const etag = first.headers.get('etag') ?? '';
    const second = await app.request('/img/cream.png?w=320', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('draws demo pictures from their names, the same each time', async () => {
    const a = await app.request('/img/demo/products/gentle-foam-1.webp?w=320');
    expect(a.status).toBe(200);
    expect(await sharp(Buffer.from(await a.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 400 });
    const b = await app.request('/img/demo/products/gentle-foam-1.webp?w=320');
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
  });

  it('answers 404 to a demo name the data does not show, without drawing it', async () => {
    const before = webpFiles(cacheDir);
    asked.length = 0;
    const madeUp = await app.request('/img/demo/products/no-such-cream-42.webp?w=2560');
    expect(madeUp.status).toBe(404);
    expect(asked).toEqual(['/img/demo/products/no-such-cream-42.webp']);
    expect(webpFiles(cacheDir)).toEqual(before);
  });

  it('answers a stored demo rendering without asking the data again', async () => {
    await app.request('/img/demo/products/gentle-foam-1.webp?w=640');
    asked.length = 0;
    const again = await app.request('/img/demo/products/gentle-foam-1.webp?w=640');
    expect(again.status).toBe(200);
    expect(asked).toEqual([]);
  });

  it('answers 400 to a malformed percent-encoding', async () => {
    const response = await app.request('/img/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Malformed image address');
  });

  it('refuses paths outside the media directory and unknown images', async () => {
    expect((await app.request('/img/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await app.request('/img/../package.json')).status).toBe(404);
    expect((await app.request('/img/missing.png')).status).toBe(404);
  });
});

describe('the disk cache of resized images', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'vag-media-'));
  let cacheDir: string;

  beforeAll(async () => {
    const png = await sharp({
      create: {
        width: 1600,
        height: 1000,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    writeFileSync(join(mediaDir, 'noise.png'), png);
  });
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'vag-img-cache-'));
  });

  const total = (dir: string) => webpFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);

  it('stays under its cap, deleting the least recently used rendering first', async () => {
    const probe = imageRoutes({
      mediaDir,
      cacheDir: mkdtempSync(join(tmpdir(), 'vag-probe-')),
      cacheMaxBytes: 2 ** 30,
      demoImageInUse,
    });
    const sizes = await Promise.all(
      [320, 640, 768].map(async (w) => (await (await probe.request(`/img/noise.png?w=${w}`)).arrayBuffer()).byteLength),
    );
    const [small = 0, medium = 0, large = 0] = sizes;
    // Room for the two larger ones, not for all three.
    const cap = medium + large + Math.floor(small / 2);
    const app = imageRoutes({ mediaDir, cacheDir, cacheMaxBytes: cap, demoImageInUse });
    const etagOf = async (w: number) => (await app.request(`/img/noise.png?w=${w}`)).headers.get('etag')?.slice(1, -1);
    const first = await etagOf(320);
    const second = await etagOf(640);
    const third = await etagOf(768);
    expect(total(cacheDir)).toBeLessThanOrEqual(cap);
    expect(webpFiles(cacheDir).sort()).toEqual([`${second}.webp`, `${third}.webp`].sort());
    expect(first).toBeTruthy();
  });

  it('counts what an earlier run left in the directory', async () => {
    const earlier = imageRoutes({ mediaDir, cacheDir, cacheMaxBytes: 2 ** 30, demoImageInUse });
    for (const w of [320, 640]) await earlier.request(`/img/noise.png?w=${w}`);
    const left = total(cacheDir);
    const app = imageRoutes({ mediaDir, cacheDir, cacheMaxBytes: left, demoImageInUse });
    await app.request('/img/noise.png?w=768');
    expect(total(cacheDir)).toBeLessThanOrEqual(left);
  });
});
