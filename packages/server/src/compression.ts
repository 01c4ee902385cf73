import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
export const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli first), honouring q=0. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*');
    if (q !== undefined && q > 0) return encoding;
  }
  return undefined;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed bodies of immutable (content-hashed) assets, so each is compressed once per process. */
const immutableCache = new Map<string, Buffer>();
const IMMUTABLE_CACHE_MAX = 500;

export async function compressWhole(input: Uint8Array, encoding: Encoding): Promise<Buffer> {
  const output = await (encoding === 'br'
    ? brotliAsync(input, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: input.length },
      })
    : gzipAsync(input, { level: 9 }));
  return ownMemory(output);
}

/**
 * zlib answers a small output as a view into its 8-16 KB output chunk or Node's shared buffer
 * pool, which stays allocated as long as the view does. Compressed bodies are kept (the response
 * cache, immutable assets), so each gets memory of its own size: a 2 KB answer then costs 2 KB,
 * not 16, and the cache's byte count is what the process holds.
 */
export function ownMemory(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}

/**
 * Brotli or gzip for text responses. A body of known length (static files, JSON) is compressed
 * whole and sent with its Content-Length; immutable assets are compressed once and kept.
 * A streamed body (SSR HTML) is compressed: every chunk is flushed, so a streamed SSR
 * page still reaches the browser piece by piece.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (
      !response.body ||
      c.req.method === 'HEAD' ||
      response.status === 204 ||
      response.status === 304 ||
      response.headers.has('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES
    ) {
      return;
    }
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const encoder =
      encoding === 'br'
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH, level: 6 });
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    if (Number.isFinite(length)) {
      const immutable = /immutable/.test(response.headers.get('cache-control') ?? '');
      const key = `${encoding}:${c.req.path}`;
      let output = immutable ? immutableCache.get(key) : undefined;
      if (!output) {
        output = await compressWhole(new Uint8Array(await response.arrayBuffer()), encoding);
        if (immutable && immutableCache.size < IMMUTABLE_CACHE_MAX) immutableCache.set(key, output);
      } else {
        await response.body.cancel();
      }
      const bytes = new Uint8Array(output.buffer as ArrayBuffer, output.byteOffset, output.byteLength);
      c.res = new Response(bytes, { status: response.status, statusText: response.statusText, headers });
      // Hono's `c.res` setter copies the old response's headers over the new one: fix the length after.
      c.res.headers.set('Content-Length', String(output.byteLength));
      return;
    }
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    source.on('error', (error) => encoder.destroy(error));
    const body = Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array>;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
    // After the assignment: Hono's setter copies the old Content-Length back (a body that never ends).
    c.res.headers.delete('Content-Length');
  };
}
