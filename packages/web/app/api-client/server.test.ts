import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { serverApi } from './server';

/** A stand-in API: answers with the cookie it was sent, so each answer shows whose it is. */
function apiOf() {
  const calls: string[] = [];
  const transport = vi.fn(async (request: Request) => {
    const cookie = request.headers.get('cookie') ?? '';
    calls.push(`${request.method} ${new URL(request.url).pathname} ${cookie}`);
    // Answers come back out of order: a later request may be answered first.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    return Response.json({ data: { shopper: cookie, lines: [1, 2] } });
  });
  return { calls, transport };
}

function requestOf(cookie: string, method = 'GET', transport = apiOf().transport) {
  const request = new Request('http://vagheggi.localhost/kosar', { method, headers: { cookie } });
  const context = { requestId: cookie, clientIp: '127.0.0.1', apiTransport: transport } as unknown as AppLoadContext;
  return { request, context };
}

type Answer = { data: { shopper: string; lines: number[] } };

describe('serverApi: the reads of one request are asked once (issue 23)', () => {
  it('the root loader and the page loader asking the same GET make one API call, each with its own copy', async () => {
    const api = apiOf();
    const { request, context } = requestOf('vag_session=anna', 'GET', api.transport);
    const [root, page] = await Promise.all([
      serverApi(request, context).get<Answer>('/api/v1/user'),
      serverApi(request, context).get<Answer>('/api/v1/user'),
    ]);
    expect(api.transport).toHaveBeenCalledOnce();
    expect(page).toEqual(root);
    root.data.lines.push(3);
    expect(page.data.lines).toEqual([1, 2]);
    // Another path is its own read.
    await serverApi(request, context).get('/api/v1/user-cart');
    expect(api.transport).toHaveBeenCalledTimes(2);
  });

  it('security: interleaved requests of two shoppers each get their own answers, never the other’s', async () => {
    const api = apiOf();
    const renders = ['vag_session=anna', 'vag_session=bela', 'vag_session=anna', 'vag_session=bela'].map((cookie) =>
      requestOf(cookie, 'GET', api.transport),
    );
    const asked = renders.flatMap(({ request, context }) =>
      [1, 2, 3].map(async () => ({
        cookie: request.headers.get('cookie'),
        answer: await serverApi(request, context).get<Answer>('/api/v1/user'),
      })),
    );
    for (const { cookie, answer } of await Promise.all(asked)) expect(answer.data.shopper).toBe(cookie);
    // One call per request: the two requests of the same shopper shared nothing either.
    expect(api.calls).toHaveLength(renders.length);
  });

  it('an action asks afresh, and a write empties what the request had read', async () => {
    const api = apiOf();
    const action = requestOf('vag_session=anna', 'POST', api.transport);
    await serverApi(action.request, action.context).get('/api/v1/user');
    await serverApi(action.request, action.context).get('/api/v1/user');
    expect(api.calls).toHaveLength(2);

    const loader = requestOf('vag_session=anna', 'GET', api.transport);
    const client = serverApi(loader.request, loader.context);
    await client.get('/api/v1/user');
    await client.post('/api/v1/user', {});
    await client.get('/api/v1/user');
    expect(api.calls.filter((call) => call.startsWith('GET'))).toHaveLength(4);
  });
});
