import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageRoutes, snapWidth } from './images';

describe('image endpoint', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'vag-media-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'vag-img-cache-'));
  const app = imageRoutes({ mediaDir, cacheDir });

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
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.webp'))).toHaveLength(1);
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

  it('refuses paths outside the media directory and unknown images', async () => {
    expect((await app.request('/img/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await app.request('/img/../package.json')).status).toBe(404);
    expect((await app.request('/img/missing.png')).status).toBe(404);
  });
});
