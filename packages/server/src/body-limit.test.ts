import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { FORM_BODY_LIMIT, MEDIA_UPLOAD_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '@vag/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, limitRequestBodies } from './body-limit';

describe('bodyLimitFor', () => {
  it('lets the upload forms take a document and every other path a form', () => {
    for (const path of [
      '/auth/register',
      '/api/v1/credential/self-activate-from-order',
      '/register',
      '/en/register.data',
    ]) {
      expect(bodyLimitFor(path)).toBe(UPLOAD_BODY_LIMIT);
    }
    for (const path of ['/api/v1/contact-requests', '/auth/login', '/cookie-consent', '/en/kosar', '/registered']) {
      expect(bodyLimitFor(path)).toBe(FORM_BODY_LIMIT);
    }
  });

  it('lets the media library take an image: the admin API and the back office’s library and picker', () => {
    for (const path of ['/api/admin/v1/media', '/media', '/media.data', '/media/picker', '/media/picker.data']) {
      expect(bodyLimitFor(path)).toBe(MEDIA_UPLOAD_BODY_LIMIT);
    }
    for (const path of ['/api/admin/v1/media/3', '/media/preview', '/api/admin/v1/content/preview', '/mediatar']) {
      expect(bodyLimitFor(path)).toBe(FORM_BODY_LIMIT);
    }
  });
});

interface Reply {
  status: number;
  type: string;
  body: string;
  /** Bytes the client had sent when the answer came. */
  sent: number;
}

/** Posts `total` bytes to `path`, chunked (no Content-Length) or declared; stops sending once answered. */
function post(port: number, path: string, total: number, declare: boolean): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(declare ? { 'content-length': String(total) } : {}) },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks).toString(),
          sent,
        });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const write = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

describe('limitRequestBodies on a node server', () => {
  const limits: Record<string, number> = { '/api/v1/small': 1_000, '/form': 1_000, '/upload': 200_000 };
  const handled: string[] = [];
  const refused: string[] = [];
  let server: ReturnType<typeof serve>;
  let port = 0;

  beforeAll(async () => {
    const fetch = limitRequestBodies(
      async (req) => {
        const path = new URL(req.url).pathname;
        handled.push(path);
        const text = await req.text();
        return Response.json({ path, received: text.length });
      },
      (path) => limits[path] ?? 1_000,
      (req, maxBytes) => refused.push(`${new URL(req.url).pathname} ${maxBytes}`),
    );
    await new Promise<void>((resolve) => {
      server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a declared Content-Length above the limit with the API’s 413 body, before the handler runs', async () => {
    handled.length = 0;
    const reply = await post(port, '/api/v1/small?locale_id=2', 50_000_000, true);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body)).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
    expect(handled).toEqual([]);
    expect(reply.sent).toBeLessThan(50_000_000);
    expect(refused).toEqual(['/api/v1/small 1000']);
  });

  it('stops a streamed body the moment it passes the limit, while the client is still sending', async () => {
    const reply = await post(port, '/form', 50_000_000, false);
    expect(reply.status).toBe(413);
    expect(reply.type).toContain('text/html');
    expect(reply.body).toContain('A küldött adat túl nagy.');
    expect(reply.body).toContain('The data sent is too large.');
    expect(reply.sent).toBeLessThan(50_000_000);
    expect(refused.at(-1)).toBe('/form 1000');
  });

  it('hands bodies within the limit to the handler whole, declared or streamed', async () => {
    for (const declare of [true, false]) {
      const reply = await post(port, '/upload', 150_000, declare);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ path: '/upload', received: 150_000 });
    }
  });

  it('keeps answering after refusing uploads', async () => {
    await Promise.all([post(port, '/form', 5_000_000, false), post(port, '/form', 5_000_000, true)]);
    const reply = await post(port, '/form', 500, false);
    expect(JSON.parse(reply.body)).toEqual({ path: '/form', received: 500 });
  });
});

describe('limitRequestBodies without node:http', () => {
  it('counts a web stream too', async () => {
    const fetch = limitRequestBodies(
      async (req) => new Response(String((await req.arrayBuffer()).byteLength)),
      () => 10,
    );
    const body = (size: number) =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(size));
          controller.close();
        },
      });
    const post = (size: number) =>
      fetch(new Request('http://localhost/form', { method: 'POST', body: body(size), duplex: 'half' } as RequestInit));
    expect((await post(11)).status).toBe(413);
    expect(await (await post(10)).text()).toBe('10');
  });
});
