import { type AppLoadContext, data, redirectDocument } from 'react-router';
import { ApiError } from '../../api-client/client';
import { repayEnrolment, repayOrder } from '../../api-client/orders';
import { serverSubmit } from '../../api-client/submit.server';
import { localeOf } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { withoutFields } from '../../lib/form-data.server';

/** A positive integer id from the URL, or a 404 page. */
export function parseId(value: string | undefined): number {
  if (value && /^\d+$/.test(value) && Number(value) > 0) return Number(value);
  throw data(null, { status: 404 });
}

/** Another user's or an unknown id answers 404 at the API: the page answers 404 too. */
export function notFound(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

/**
 * "Pay again" for payment status 2 and 5 (spec §6): the API starts a new card payment and the
 * browser leaves for the provider's page (a whole-document redirect, it is not one of our routes).
 */
export async function repay(
  request: Request,
  context: AppLoadContext,
  resource: 'orders' | 'academy-subscriptions',
  id: number,
  form: FormData,
) {
  const locale = localeOf(request);
  const write = resource === 'orders' ? repayOrder : repayEnrolment;
  const submitted = formSubmission(
    await write(serverSubmit(request, context), locale, id, withoutFields(form, ['intent'])),
    locale,
  );
  const body = submitted.response.body;
  if (submitted.result.ok && body.success && body.payment_url) {
    throw redirectDocument(body.payment_url, { headers: submitted.response.headers });
  }
  return formAnswer(submitted, 'repay');
}
