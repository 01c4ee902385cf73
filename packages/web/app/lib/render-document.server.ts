import { PassThrough, Readable, Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderDocumentOptions {
  status: number;
  headers: Headers;
  nonce?: string;
  /** After this long a render still waiting for data is aborted (its boundaries render in the browser). */
  timeoutMs: number;
  /** An error inside a Suspense boundary once the shell is out (the browser renders that part again). */
  onLateError?: (error: unknown) => void;
}

/**
 * Renders a document. A page whose data is all there when its shell is ready (every page today)
 * is answered whole, with its length: one compression and one socket write, instead of one per
 * 2 KB chunk that React writes. A page that defers data to a Suspense boundary is streamed as
 * before: its shell first, the rest as it resolves (DESIGN §7, "secondary data streamed").
 * React calls onAllReady in the same task as onShellReady when nothing is pending, so one
 * microtask after the shell tells the two apart.
 */
export function renderDocument(element: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  const { headers } = options;
  return new Promise<Response>((resolve, reject) => {
    let status = options.status;
    let shellReady = false;
    let allReady = false;
    let streaming = false;
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
          headers.set('Content-Type', 'text/html; charset=utf-8');
          headers.set('Content-Length', String(length));
          resolve(new Response(Buffer.concat(chunks, length), { status, headers }));
          callback();
        },
      }).on('error', reject);
    };

    const streamed = () => {
      streaming = true;
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
        queueMicrotask(() => {
          if (!allReady) pipe(streamed());
        });
      },
      onAllReady() {
        allReady = true;
        if (!streaming) pipe(whole());
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
