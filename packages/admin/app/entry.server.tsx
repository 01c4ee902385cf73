import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { adminContext } from './context';

const RENDER_TIMEOUT_MS = 5_000;

/** Back-office pages are one member's: rendered whole (no streaming needed), never stored anywhere. */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: unknown,
) {
  const { nonce } = adminContext(loadContext);
  headers.set('Cache-Control', 'private, no-store');
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  return renderWhole(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, status, headers, nonce);
}

function renderWhole(element: ReactNode, status: number, headers: Headers, nonce: string | undefined) {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let failed = false;
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
    const sink = new Writable({
      write(chunk: Uint8Array, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(Buffer.concat(chunks), { status: failed ? 500 : status, headers }));
        callback();
      },
    }).on('error', reject);
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error: unknown) => {
        failed = true;
        console.error(error);
      },
    });
  });
}
