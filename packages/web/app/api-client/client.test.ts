import { describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiError, buildQuery } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(transport: (request: Request) => Promise<Response>) {
  return new ApiClient({ baseUrl: 'http://shop.test', transport, sleep: async () => {} });
}

describe('ApiClient', () => {
  it('retries a failed GET up to three times, then succeeds', async () => {
    const transport = vi
      .fn<(request: Request) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(json(503, { message: 'busy', code: 'service_unavailable' }))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(200, { data: [1] }));
    await expect(clientWith(transport).get('/api/v1/things')).resolves.toEqual({ data: [1] });
    expect(transport).toHaveBeenCalledTimes(4);
  });

  it('gives up after three retries', async () => {
    const transport = vi.fn(async () => json(503, { message: 'busy', code: 'service_unavailable' }));
    await expect(clientWith(transport).get('/api/v1/things')).rejects.toMatchObject({ status: 503 });
    expect(transport).toHaveBeenCalledTimes(4);
  });

  it('never retries a POST', async () => {
    const transport = vi.fn(async () => json(503, { message: 'busy', code: 'service_unavailable' }));
    await expect(clientWith(transport).post('/api/v1/order', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('does not retry a client error and exposes the contract body', async () => {
    const transport = vi.fn(async () =>
      json(422, { message: 'invalid', code: 'validation_failed', errors: { email: ['required'] } }),
    );
    const error = await clientWith(transport)
      .get('/api/v1/things')
      .catch((e: unknown) => e);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body?.errors).toEqual({ email: ['required'] });
  });

  it('sends its default headers and the query with array parameters', async () => {
    const transport = vi.fn(async (request: Request) => {
      expect(request.url).toBe(
        'http://shop.test/api/v1/products?locale_id=2&category_ids%5B%5D=3&category_ids%5B%5D=4',
      );
      expect(request.headers.get('cookie')).toBe('session=abc');
      return json(200, { data: [] });
    });
    const client = new ApiClient({ baseUrl: 'http://shop.test', transport, headers: { cookie: 'session=abc' } });
    await client.get('/api/v1/products', { locale_id: 2, category_ids: [3, 4], seo: undefined });
    expect(transport).toHaveBeenCalledOnce();
    expect(buildQuery({})).toBe('');
  });
});
