import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesInMemory, compression, compressWhole, negotiateEncoding } from './compression';

const page = `<!DOCTYPE html><p>${'Hidratáló krém '.repeat(200)}</p>`;

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get('/page', (c) => c.html(page));
  hono.get('/tiny', (c) => c.body('ok', 200, { 'content-type': 'text/plain', 'content-length': '2' }));
  const script = `export const x = "${'a'.repeat(5000)}";`;
  hono.get('/asset.js', (c) =>
    c.body(script, 200, {
      'content-type': 'text/javascript',
      'content-length': String(Buffer.byteLength(script)),
      'cache-control': 'public, max-age=31536000, immutable',
    }),
  );
  hono.get('/items', (c) => c.json({ data: Array.from({ length: 60 }, (_, id) => ({ id, name: 'Arckrém' })) }));
  hono.get('/item', (c) => c.json({ id: 1 }));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/webp' }));
  return hono;
}

describe('compression', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('compresses text with brotli or gzip and the content survives', async () => {
    const br = await app().request('/page', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(page) / 5);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);

    const gz = await app().request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves small bodies, images and clients without support alone', async () => {
    const tiny = await app().request('/tiny', { headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    const image = await app().request('/image', { headers: { 'accept-encoding': 'br' } });
    expect(image.headers.get('content-encoding')).toBeNull();
    const plain = await app().request('/page');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('sends a file of known length with the compressed length, never the original one', async () => {
    // The original Content-Length on a compressed body left browsers waiting for bytes that never came.
    for (let i = 0; i < 2; i++) {
      const response = await app().request('/asset.js', { headers: { 'accept-encoding': 'br' } });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      expect(brotliDecompressSync(bytes).toString()).toMatch(/^export const x/);
    }
  });

  it('compresses JSON of unknown length whole, with its length, and leaves a small one as it is', async () => {
    const items = await app().request('/items', { headers: { 'accept-encoding': 'br' } });
    const bytes = Buffer.from(await items.arrayBuffer());
    expect(items.headers.get('content-encoding')).toBe('br');
    expect(Number(items.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString()).data).toHaveLength(60);

    const item = await app().request('/item', { headers: { 'accept-encoding': 'br' } });
    expect(item.headers.get('content-encoding')).toBeNull();
    expect(item.headers.get('content-length')).toBe('8');
    expect(await item.json()).toEqual({ id: 1 });
  });

  it('cancels a streamed document when its compressed body is cancelled (a closed connection)', async () => {
    let cancelled = false;
    const hono = new Hono();
    hono.use(compression());
    hono.get('/live', (c) =>
      c.body(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`<p>${'Hidratáló krém '.repeat(100)}</p>`));
          },
          cancel() {
            cancelled = true;
          },
        }),
        200,
        { 'content-type': 'text/html; charset=utf-8' },
      ),
    );
    const response = await hono.request('/live', { headers: { 'accept-encoding': 'br' } });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    await reader.cancel();
    await expect.poll(() => cancelled).toBe(true);
  });

  it('streams a document that comes as a stream, without a Content-Length', async () => {
    const hono = new Hono();
    hono.use(compression());
    hono.get('/live', (c) => c.body(new Blob([page]).stream(), 200, { 'content-type': 'text/html; charset=utf-8' }));
    const response = await hono.request('/live', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('gives a kept compressed body memory of its own size, not a view into a larger buffer', async () => {
    const small = new TextEncoder().encode('{"data":[]}'.repeat(20));
    for (const encoding of ['br', 'gzip'] as const) {
      const output = await compressWhole(small, encoding, 'kept');
      expect(output.buffer.byteLength).toBe(output.byteLength);
      const restored = encoding === 'br' ? brotliDecompressSync(output) : gunzipSync(output);
      expect(new Uint8Array(restored)).toEqual(small);
    }
  });
});

describe('compression under the server’s own Response (@hono/node-server)', () => {
  // What serve() does at start: the global Response becomes the server's lightweight one.
  beforeAll(() => {
    getRequestListener(() => new Response(null));
  });

  it('finds the body a page was given in memory, and none in a streamed one', () => {
    const html = Buffer.from(page);
    expect(bytesInMemory(new Response(html))).toBe(html);
    expect(Buffer.from(bytesInMemory(new Response(page)) ?? [])).toEqual(html);
    expect(bytesInMemory(new Response(new Blob([page]).stream()))).toBeUndefined();
  });

  it('compresses a page in memory whole, even of unknown length, and answers a buffer the server writes at once', async () => {
    let answered: Response | undefined;
    const hono = new Hono();
    hono.use(async (c, next) => {
      await next();
      answered = c.res;
    });
    hono.use(compression());
    // A rendered page without a Content-Length: nothing of it is still to come, so it is not streamed.
    hono.get(
      '/own',
      () => new Response(Buffer.from(page), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    );
    const response = await hono.request('/own', { headers: { 'accept-encoding': 'br' } });
    const sent = bytesInMemory(answered as Response);
    expect(sent).toBeDefined();
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(sent?.byteLength);
    expect(brotliDecompressSync(sent as Uint8Array).toString()).toBe(page);
  });

  it('compresses a body handed over again as the very same bytes once per encoding, and a copy anew', async () => {
    const sent: Uint8Array[] = [];
    const hono = new Hono();
    hono.use(async (c, next) => {
      await next();
      sent.push(bytesInMemory(c.res) as Uint8Array);
    });
    hono.use(compression());
    const kept = new TextEncoder().encode(page);
    let body = kept;
    hono.get('/kept', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
    const send = (encoding: string) => hono.request('/kept', { headers: { 'accept-encoding': encoding } });
    await send('br');
    await send('br');
    await send('gzip');
    await send('gzip');
    body = new Uint8Array(kept);
    await send('br');
    const [first, again, gzipped, gzippedAgain, copy] = sent.map((bytes) => bytes.buffer);
    expect(again).toBe(first);
    expect(gzippedAgain).toBe(gzipped);
    expect(gzipped).not.toBe(first);
    expect(copy).not.toBe(first);
    expect(brotliDecompressSync(sent[4] as Uint8Array).toString()).toBe(page);
    expect(gunzipSync(sent[3] as Uint8Array).toString()).toBe(page);
  });
});
