import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

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

/**
 * Brotli or gzip for text responses, streamed: every chunk is flushed, so a streamed SSR
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
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    source.on('error', (error) => encoder.destroy(error));
    const body = Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array>;
    const headers = new Headers(response.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
