import { errorBodySchema } from '@vag/domain';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** Error answers of the account and admin calls, for the OpenAPI document (DESIGN §4 statuses). */
export const accountErrors = {
  401: error('Not logged in (code unauthenticated)'),
  403: error('Foreign Origin (code origin_not_allowed)'),
  404: error('Not found, or not the caller’s'),
  409: error('The record’s state does not allow this now; the code says why'),
  419: error('Missing or mismatched CSRF token (code csrf_token_mismatch)'),
  422: error('Invalid input: per-field messages in the request’s language'),
  429: error('Too many attempts; see Retry-After'),
  502: error('The payment provider refused or did not answer (code payment_provider_error); nothing changed'),
} as const;

export const pick = <K extends keyof typeof accountErrors>(...codes: K[]) =>
  Object.fromEntries(codes.map((code) => [code, accountErrors[code]])) as Pick<typeof accountErrors, K>;
