import type { AppLoadContext } from 'react-router';
import type { Submitted } from '../api-client/submit';
import { serverSubmit } from '../api-client/submit.server';

export type ProxiedResponse<T> = Submitted<T>;

/** The submit transport by path, while route actions move to the typed mutation functions. */
export function proxyToApi<T = Record<string, unknown>>(
  request: Request,
  context: AppLoadContext,
  path: string,
  init: { method?: string; body?: FormData | Record<string, unknown> } = {},
): Promise<ProxiedResponse<T>> {
  const method = init.method === 'DELETE' ? 'DELETE' : 'POST';
  return serverSubmit(request, context)<T>({ method, path, body: init.body });
}
