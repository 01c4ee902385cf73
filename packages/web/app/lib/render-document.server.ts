import { PassThrough, Readable, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { hydrateAfterPaint } from './hydrate-after-paint.server';

export interface RenderDocumentOptions {
  status: number;
  headers: Headers;
  nonce?: string;
  /**
   * The page defers data to Suspense boundaries (`deferredData`): send its shell first and the
   * rest as it resolves. Otherwise the page is answered whole.
   */
  stream: boolean;
  /** After this long a render still waiting for data is aborted (its boundaries render in the browser). */
  timeoutMs: number;
  /** An error inside a Suspense boundary once the shell is out (the browser renders that part again). */
  onLateError?: (error: unknown) => void;
}

/**
 * Renders a document. A page whose loaders awaited all their data (every page today) is answered
 * whole, with its length: one compression and one socket write, instead of one per 2 KB chunk
 * that React writes. A page that defers data to a Suspense boundary is streamed: its shell
 * first, the rest as it resolves (DESIGN §7, "secondary data streamed"). The choice is made
 * from the data, not from React's timing: React Router's own script that carries the loader
 * data is a Suspense boundary, so "all ready" never comes in the same task as "shell ready".
 * A page answered whole hydrates after its first paint (`hydrateAfterPaint`); a streamed one
 * keeps React Router's scripts as they are.
 */
export function renderDocument(element: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  const { headers } = options;
  return new Promise<Response>((resolve, reject) => {
    let status = options.status;
    let shellReady = false;
    const timer = setTimeout(() => abort(), options.timeoutMs);

    const whole = () => {
      const chunks: Uint8Array[] = [];
      let length = 0;
      return new Writable({
        write(chunk: Uint8Array, _encoding, callback) {
          chunks.push(chunk);
          length += chunk.byteLength;
          callback();
        },
        final(callback) {
          clearTimeout(timer);
          // Read and written back as Latin-1: byte for byte, so a UTF-8 character passes through
          // untouched while the rewrite, whose markers and insertions are all ASCII, runs on a
          // one-byte string. Decoding a 30 KB Hungarian page as UTF-8 and encoding it again took
          // 67 µs of a render; this takes 13 (issue 23).
          const html = Buffer.from(hydrateAfterPaint(Buffer.concat(chunks, length).toString('latin1')), 'latin1');
          headers.set('Content-Type', 'text/html; charset=utf-8');
          headers.set('Content-Length', String(html.byteLength));
          resolve(new Response(html, { status, headers }));
          callback();
        },
      }).on('error', reject);
    };

    const streamed = () => {
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timer);
          callback();
        },
      });
      headers.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers }));
      return body;
    };

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onShellReady() {
        shellReady = true;
        if (options.stream) pipe(streamed());
      },
      onAllReady() {
        if (!options.stream) pipe(whole());
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        // Before the shell, the caller renders its error page with this status.
        if (shellReady) options.onLateError?.(error);
        else status = 500;
      },
    });
  });
}

/**
 * Whether loader data holds a promise (a value deferred to a Suspense boundary), looked for in
 * each route's data and the values, arrays and objects under it, two levels down.
 */
export function deferredData(loaderData: Record<string, unknown>): boolean {
  const pending = (value: unknown, depth: number): boolean => {
    if (value instanceof Promise) return true;
    if (depth === 0 || value === null || typeof value !== 'object') return false;
    const children = Array.isArray(value) ? value : Object.values(value);
    return children.some((child) => pending(child, depth - 1));
  };
  return Object.values(loaderData).some((data) => pending(data, 2));
}
