import type { StorefrontContext } from '@vag/web/context';
import type { ServerBuild } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { WebHandler } from './app';
import { withDirectLoaders } from './direct-loaders';

const context = { site: { hostId: 1, key: 'shop' } } as unknown as StorefrontContext;

function setUp(answer: () => unknown = () => Response.json({ mine: true })) {
  const loader = vi.fn(async () => answer());
  const build = {
    routes: {
      'visitor-json-hu': { id: 'visitor-json-hu', path: 'visitor.json', module: { loader } },
      'visitor-json-en': { id: 'visitor-json-en', path: 'en/visitor.json', module: { loader } },
      product: { id: 'product', path: 'termek/*', module: { loader } },
      'account-layout': { id: 'account-layout', path: 'fiok', module: {} },
      'account-json': { id: 'account-json', parentId: 'account-layout', path: 'adatok.json', module: { loader } },
    },
  } as unknown as Pick<ServerBuild, 'routes'>;
  const handler = vi.fn<WebHandler>(async () => new Response('router'));
  const web = withDirectLoaders(build, handler, ['visitor-json-hu', 'visitor-json-en', 'product', 'account-json']);
  return { loader, handler, web };
}

describe('withDirectLoaders', () => {
  it("answers a GET of a listed route's path by its loader, with the request and the load context", async () => {
    const { loader, handler, web } = setUp();
    for (const url of [
      'http://vagheggi.localhost/visitor.json',
      'http://vagheggi.localhost/visitor.json?wishlist=1',
      'http://localhost:3000/en/visitor.json',
      // A route under a layout with a path of its own: the whole path.
      'http://vagheggi.localhost/fiok/adatok.json',
    ]) {
      const request = new Request(url);
      const response = await web(request, context);
      expect(await response.json()).toEqual({ mine: true });
      expect(loader).toHaveBeenLastCalledWith({ request, params: {}, context });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves every other request to the router: other methods, paths and routes with parameters', async () => {
    const { loader, handler, web } = setUp();
    const others = [
      new Request('http://vagheggi.localhost/visitor.json', { method: 'POST' }),
      new Request('http://vagheggi.localhost/visitor.json', { method: 'HEAD' }),
      new Request('http://vagheggi.localhost/visitor.json/'),
      new Request('http://vagheggi.localhost/en/visitor.jsonx'),
      new Request('http://vagheggi.localhost/termek/arcapolas'),
      new Request('http://vagheggi.localhost/adatok.json'),
      new Request('http://vagheggi.localhost/'),
    ];
    for (const request of others) expect(await (await web(request, context)).text()).toBe('router');
    expect(handler).toHaveBeenCalledTimes(others.length);
    expect(loader).not.toHaveBeenCalled();
  });

  it('refuses a loader that answers data instead of a Response: the router would have shaped it', async () => {
    const { web } = setUp(() => ({ mine: true }));
    await expect(web(new Request('http://vagheggi.localhost/visitor.json'), context)).rejects.toThrow(
      /answered no Response/,
    );
  });

  it('is the router itself when none of the routes is in the build', () => {
    const handler: WebHandler = async () => new Response('router');
    expect(withDirectLoaders({ routes: {} }, handler)).toBe(handler);
  });
});
