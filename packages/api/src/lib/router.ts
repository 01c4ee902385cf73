import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@vag/domain';
import type { AppEnv } from './context';
import { ValidationError } from './errors';

/** A module router whose failed request validation answers the contract's 422 shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const errors: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || '_';
        errors[field] = [...(errors[field] ?? []), issue.message];
      }
      throw new ValidationError(errors);
    },
  });
}

export const errorResponses = {
  422: { description: 'Invalid input', content: { 'application/json': { schema: errorBodySchema } } },
} as const;
