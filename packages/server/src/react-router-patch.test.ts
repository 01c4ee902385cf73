import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths';

/*
 * `patches/react-router+<version>.patch` (decision 22) keeps what React Router rebuilt on every
 * render of a document: the path's matching branch, the server routes and the static router's
 * data routes. These tests hold the patched router to what the unpatched one answers.
 */

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      {
        id: 'hu',
        children: [
          { id: 'home', index: true },
          { id: 'cart', path: 'kosar' },
          { id: 'product', path: 'termek/:slug' },
          { id: 'category', path: 'termekek/:main/:sub?' },
          { id: 'not-found', path: '*' },
        ],
      },
      {
        id: 'en',
        children: [
          { id: 'home-en', path: 'en' },
          { id: 'cart-en', path: 'en/cart' },
          { id: 'not-found-en', path: 'en/*' },
        ],
      },
    ],
  },
];

const handler = createStaticHandler(routes);
const require = createRequire(import.meta.url);

/** The static handler's matches (through the memo) and a fresh `matchRoutes` (no memo), comparable. */
async function bothMatchesOf(path: string) {
  const context = await handler.query(new Request(`http://vagheggi.localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: a response`);
  const shape = (matches: { route: { id?: string }; params: object; pathname: string }[] | null) =>
    (matches ?? []).map(({ route, params, pathname }) => ({ id: route.id, params, pathname }));
  return { memo: shape(context.matches), fresh: shape(matchRoutes(routes, path)) };
}

describe('the patched React Router', () => {
  it('matches every path as a fresh match does, the first time and again, params and all', async () => {
    const paths = [
      '/',
      '/kosar',
      '/termek/arckrem',
      '/termek/szerum',
      '/termekek/arc',
      '/termekek/arc/tisztitas',
      '/en',
      '/en/cart',
      '/en/nincs/ilyen',
      '/nincs-ilyen',
      '/termek/%C3%A1rv%C3%ADzt%C5%B1r%C5%91',
    ];
    for (const round of [paths, [...paths].reverse()]) {
      for (const path of round) {
        const { memo, fresh } = await bothMatchesOf(path);
        expect(memo, path).toEqual(fresh);
        expect(memo.length, path).toBeGreaterThan(0);
      }
    }
    expect((await bothMatchesOf('/termek/szerum')).memo.at(-1)).toMatchObject({
      id: 'product',
      params: { slug: 'szerum' },
    });
  });

  it('stays right past the number of paths it remembers', async () => {
    for (let i = 0; i < 2_500; i++) {
      const { memo, fresh } = await bothMatchesOf(`/termek/p-${i}`);
      if (i % 499 === 0) expect(memo).toEqual(fresh);
    }
    for (const path of ['/termek/p-3', '/kosar', '/en/cart']) {
      const { memo, fresh } = await bothMatchesOf(path);
      expect(memo).toEqual(fresh);
    }
  });

  // Node's server loads React Router's ES modules; Vitest and `require` load its CommonJS build.
  it.each(['index.mjs', 'index.js'])(
    "converts a route list into the static router's data routes once (%s)",
    async (entry) => {
      const build = (await import(
        pathToFileURL(join(dirname(require.resolve('react-router/package.json')), 'dist/development', entry)).href
      )) as typeof import('react-router');
      const staticHandler = build.createStaticHandler(routes);
      const context = await staticHandler.query(new Request('http://vagheggi.localhost/kosar'));
      if (context instanceof Response) throw new Error('a response');
      const first = build.createStaticRouter(staticHandler.dataRoutes, context);
      const second = build.createStaticRouter(staticHandler.dataRoutes, context);
      expect(second.routes).toBe(first.routes);
      expect(second.state.matches.map((match) => match.route.id)).toEqual(['root', 'hu', 'cart']);
      expect(second.state.matches[2]?.route).toBe(first.routes[0]?.children?.[0]?.children?.[1]);
    },
  );

  it('is the patch of the installed version', () => {
    const { version } = JSON.parse(readFileSync(require.resolve('react-router/package.json'), 'utf8')) as {
      version: string;
    };
    const patches = readdirSync(join(repoRoot, 'patches')).filter((name) => name.startsWith('react-router+'));
    expect(patches).toEqual([`react-router+${version}.patch`]);
  });
});
