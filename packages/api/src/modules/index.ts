import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiOptions, AppEnv } from '../lib/context';
import { healthRoutes } from './health/health.routes';
import { menuRoutes } from './menus/menus.routes';

/** Every module's router factory; `createApp` mounts them in this order. One line per module. */
export const moduleRoutes: ((options: ApiOptions) => OpenAPIHono<AppEnv>)[] = [healthRoutes, menuRoutes];
