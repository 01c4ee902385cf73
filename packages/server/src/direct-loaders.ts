import type { AppLoadContext, ServerBuild } from 'react-router';
import type { WebHandler } from './app';

/**
 * The storefront's routes whose GET goes straight to their loader: `/visitor.json`, the one
 * personal call of every page a signed-in shopper opens from the shared cache (decision 20).
 * React Router's request handler would first match it against every route, twice (its own
 * `matchServerRoutes`, then the static handler's), and run its data strategy around the one
 * loader: about a third of the call's server time (bench/README.md, issue 23's eighth pass).
 */
export const DIRECT_LOADER_ROUTES = ['visitor-json-hu', 'visitor-json-en'] as const;

type Loader = (args: { request: Request; params: Record<string, never>; context: AppLoadContext }) => unknown;

/**
 * `handler`, with a GET of a route of `routeIds` answered by calling the route's loader, which
 * must answer a `Response` of its own (a resource route's) and read nothing of the router but
 * the request and the load context; what it throws goes to the server's error handler. A route
 * missing from the build goes through `handler` as before.
 */
export function withDirectLoaders(
  build: Pick<ServerBuild, 'routes'>,
  handler: WebHandler,
  routeIds: readonly string[] = DIRECT_LOADER_ROUTES,
): WebHandler {
  const loaders = new Map<string, Loader>();
  for (const id of routeIds) {
    const loader = build.routes[id]?.module.loader as Loader | undefined;
    const path = fullPathOf(build.routes, id);
    // Only a static path is matched here; a parameter, an optional segment or a splat needs the router.
    if (loader && path && !/[:*?]/.test(path)) loaders.set(path, loader);
  }
  if (loaders.size === 0) return handler;
  return async (request, context) => {
    const path = request.method === 'GET' ? new URL(request.url).pathname : undefined;
    const loader = path === undefined ? undefined : loaders.get(path);
    if (!loader) return handler(request, context);
    const answer = await loader({ request, params: {}, context: context as unknown as AppLoadContext });
    if (!(answer instanceof Response)) throw new Error(`${path}: its loader answered no Response`);
    return answer;
  };
}

/** A route's whole path, `/` and its own and its parents' paths, or undefined when it has none of its own. */
function fullPathOf(routes: ServerBuild['routes'], id: string): string | undefined {
  const route = routes[id];
  if (!route?.path) return undefined;
  const segments: string[] = [];
  for (let at: typeof route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(at.path.replace(/^\/+|\/+$/g, ''));
  }
  return `/${segments.filter(Boolean).join('/')}`;
}
