import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import { saveCoupon } from '../api-client/coupons';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/coupon-new';
import { CouponForm } from './coupon';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('coupon_newTitle') },
];

export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeOf(request), csrf: csrfOf(request) };
}

/** Creates the coupon and opens it (its uses will show there); a refusal stays on the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const answer = await saveCoupon(serverSubmit(request, context), null, await request.formData(), locale);
  if (answer.ok && answer.body.data) throw redirect(`/coupons/${answer.body.data.id}`, { headers: answer.headers });
  return data(
    { ok: false, message: answer.body.message, errors: answer.body.errors },
    { status: answer.status, headers: answer.headers },
  );
}

export default function CouponNew({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  return (
    <div className="page">
      <p>
        <Link to="/coupons">{t('coupon_back')}</Link>
      </p>
      <div className="page-head">
        <h1>{t('coupon_newTitle')}</h1>
      </div>
      {actionData && (
        <ErrorSummary title={t('coupon_failed')} message={actionData.message} fields={actionData.errors} />
      )}
      <section className="panel" aria-label={t('coupon_newTitle')}>
        <CouponForm coupon={null} sites={shell?.me.sites ?? []} errors={actionData?.errors} csrf={csrf} t={t} />
      </section>
    </div>
  );
}
