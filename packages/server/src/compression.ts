import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
export const MIN_BYTES = 1024;
/**
 * Bodies of unknown length that are sent as they come: a document streamed in parts, events.
 * Any other (the API's JSON, route data) is read whole and compressed in one go: a stream
 * compressor costs more to set up, flush and finish than a whole 5 KB answer takes to compress.
 */
const STREAMED = /^text\/(html|event-stream)/;

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

/**
 * Compressed forms of a body handed over again as the very same bytes (a kept cart answer,
 * `cart.answers.ts`), by those bytes: it is compressed once per encoding for as long as it lives.
 * Bytes given as a body are not changed afterwards (they may be being written to a socket).
 */
const compressedBodies = new WeakMap<Uint8Array, Partial<Record<Encoding, Buffer>>>();

/** Compressed bodies of immutable (content-hashed) assets, so each is compressed once per process. */
const immutableCache = new Map<string, Buffer>();
const IMMUTABLE_CACHE_MAX = 500;

/**
 * How hard to compress. A body that is `kept` (an immutable asset, a cache entry) is compressed
 * once and sent many times: brotli 10, the smallest output this side of 11 at a fraction of its
 * time (brotli 9 is both larger and slower here: 24-117 ms against 4-30 ms for 18-85 KB, bench/
 * README.md). A body sent `once` (a shopper's own page, never stored; their own JSON) is compressed
 * on every request: brotli 3 takes 0.6 ms for a 33-38 KB cart, checkout or account page against
 * 1.6 ms for brotli 5, for 11 % more bytes (9.3-10.4 KB against 8.4-9.3 KB, issue 23); gzip 6, for
 * clients without brotli, takes about a millisecond.
 */
export type Effort = 'kept' | 'once';

const BROTLI_QUALITY: Record<Effort, number> = { kept: 10, once: 3 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 9, once: 6 };

export async function compressWhole(input: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const options =
    encoding === 'br'
      ? {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
            [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        }
      : { level: GZIP_LEVEL[effort] };
  // A quick one-off compression runs here: Node's asynchronous form sets up a stream and a
  // thread-pool task, which costs more than brotli 3 takes for a whole page. The slow kept one
  // runs in the thread pool, off the event loop.
  if (effort === 'once') return encoding === 'br' ? brotliCompressSync(input, options) : gzipSync(input, options);
  return ownMemory(await (encoding === 'br' ? brotliAsync(input, options) : gzipAsync(input, options)));
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
 * The body of a response that holds it whole in memory, as it was given (a rendered page, JSON),
 * or undefined. The server's global Response is @hono/node-server's, which keeps the given body
 * under a symbol of its own until something reads it; `body` or `arrayBuffer()` would first build
 * a Fetch Response around a copy and read that back as a stream. With `answer` below, a 46 KB
 * cart page costs the server 0.62 ms of CPU instead of 0.90 behind this middleware (issue 23).
 * Any other response (another body, or a release that keeps it elsewhere) answers undefined and
 * is read as a stream, as before.
 */
export function bytesInMemory(response: Response): Uint8Array<ArrayBuffer> | undefined {
  const body = heldBody(response);
  return typeof body === 'string' ? Buffer.from(body) : body;
}

/** The body @hono/node-server's Response holds as it was given, text or bytes; undefined for any other. */
function heldBody(response: Response): Uint8Array<ArrayBuffer> | string | undefined {
  const held = Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === 'cache');
  const cache = held && (response as unknown as Record<symbol, unknown>)[held];
  if (!Array.isArray(cache)) return undefined;
  const body: unknown = cache[1];
  if (body instanceof Uint8Array) return body as Uint8Array<ArrayBuffer>;
  return typeof body === 'string' ? body : undefined;
}

/**
 * Makes `response` the answer as it is. Hono's `c.res` setter rebuilds a new answer around its
 * `body` (turning a buffer the server would write at once into a stream) to copy the old answer's
 * headers over it; `response` carries all the headers it needs already.
 */
function answer(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/**
 * Brotli or gzip for text responses. A body of known length (static files, rendered pages) or
 * one that is not a stream by nature (JSON, route data) is compressed whole and sent with its
 * Content-Length; immutable assets are compressed once and kept. A streamed body (a document
 * sent in parts) is compressed as it comes, every chunk flushed, so it still reaches the browser
 * piece by piece.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    // Headers first: reading `body` turns the server's lightweight response (a buffer it writes
    // as it is) into a stream, which a page from the cache, already compressed, does not need.
    if (
      c.req.method === 'HEAD' ||
      response.status === 204 ||
      response.status === 304 ||
      response.headers.has('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES
    ) {
      return;
    }
    const held = heldBody(response);
    const inMemory = typeof held === 'string' ? Buffer.from(held) : held;
    if (!inMemory && !response.body) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    // The server never sends a status text, and asking its Response for one reads the body as a stream.
    const init = inMemory ? { status: response.status } : { status: response.status, statusText: response.statusText };
    // A body already whole in memory is compressed whole, whatever its type: nothing of it is to come later.
    if (inMemory || Number.isFinite(length) || !STREAMED.test(type)) {
      const immutable = /immutable/.test(response.headers.get('cache-control') ?? '');
      const key = `${encoding}:${c.req.path}`;
      // A body given as bytes may come again as the same bytes; one given as text is new every time.
      const given = typeof held === 'string' ? undefined : held;
      let output = immutable ? immutableCache.get(key) : given && compressedBodies.get(given)?.[encoding];
      if (!output) {
        const input = inMemory ?? new Uint8Array(await response.arrayBuffer());
        if (input.byteLength < MIN_BYTES) {
          response.headers.set('Content-Length', String(input.byteLength));
          answer(c, new Response(input, { ...init, headers: response.headers }));
          return;
        }
        output = await compressWhole(input, encoding, immutable ? 'kept' : 'once');
        if (immutable && immutableCache.size < IMMUTABLE_CACHE_MAX) immutableCache.set(key, output);
        if (given) compressedBodies.set(given, { ...compressedBodies.get(given), [encoding]: output });
      } else if (!inMemory) {
        await response.body?.cancel();
      }
      const bytes = new Uint8Array(output.buffer as ArrayBuffer, output.byteOffset, output.byteLength);
      headers.set('Content-Length', String(output.byteLength));
      answer(c, new Response(bytes, { ...init, headers }));
      return;
    }
    const encoder =
      encoding === 'br'
        ? createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY.once },
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH, level: GZIP_LEVEL.once });
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    // pipeline, not pipe: a connection closed mid-page destroys the encoder, and the source
    // with it, which cancels the page's body (and frees its render slot at once, not after
    // RenderSlots' 30 s hold limit: six such visitors held every slot).
    const body = Readable.toWeb(pipeline(source, encoder, () => {})) as ReadableStream<Uint8Array>;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
    // After the assignment: Hono's setter copies the old Content-Length back (a body that never ends).
    c.res.headers.delete('Content-Length');
  };
}
