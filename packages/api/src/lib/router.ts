import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema, fieldErrors } from '@vag/domain';
import { unstorableIssues } from './body';
import type { AppEnv } from './context';
import { ValidationError } from './errors';

/**
 * A module router whose failed request validation answers the contract's 422 shape, with each
 * field's messages in the request's language (DESIGN §4): the shared schemas of `domain`
 * carry message codes, other zod issues get a text by their kind.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) {
        const unstorable = unstorableIssues(result.data);
        if (unstorable.length > 0) throw new ValidationError(fieldErrors(unstorable, c.var.locale));
        return;
      }
      // The validator passes the raw input as `data` (untyped): it tells "missing" from "invalid".
      const input = (result as { data?: unknown }).data;
      throw new ValidationError(fieldErrors(result.error.issues, c.var.locale, input));
    },
  });
}

export const errorResponses = {
  422: { description: 'Invalid input', content: { 'application/json': { schema: errorBodySchema } } },
} as const;
