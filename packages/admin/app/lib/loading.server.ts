import { data } from 'react-router';
import { ApiError } from '../api-client/client';

/*
 * What every screen's loader does with the API's refusals: a 403 (the role, the site scope) or a
 * 404 becomes the screen's own answer, shown by the error boundary; anything else is an error.
 */

/** The loader's API reads, with the API's `refused` statuses answered as the screen's. */
export async function loadOrRefuse<T>(load: Promise<T>, refused: readonly number[] = [403, 404]): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && refused.includes(error.status)) throw data(error.body, { status: error.status });
    throw error;
  }
}

/** A route's `:id`: a positive whole number, else the screen answers 404. */
export function idParamOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** An editor's `:id`: `new` for the creation form, else a positive whole number (404 otherwise). */
export function idOrNewOf(params: { id?: string }): number | 'new' {
  return params.id === 'new' ? 'new' : idParamOf(params);
}
