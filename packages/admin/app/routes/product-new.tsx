import { data, Link, redirect, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { createProduct, listSubCategoryOptions, productBodyOf } from '../api-client/products';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { ProductForm } from '../components/ProductForm';
import { translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/product-new';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('product_newTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  try {
    return {
      locale,
      subCategories: await listSubCategoryOptions(serverAdminApi(request, context), locale),
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** A created product opens in its editor, which says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const answer = await createProduct(serverSubmit(request, context), productBodyOf(form), locale);
  if (answer.ok && answer.body.data) {
    return redirect(`/products/${answer.body.data.id}?created=1`, { headers: answer.headers });
  }
  return data(
    { ok: false, message: answer.body.message, errors: answer.body.errors },
    { status: answer.status, headers: answer.headers },
  );
}

export default function ProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, subCategories, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/products">← {t('product_back')}</Link>
        </p>
        <h1>{t('product_newTitle')}</h1>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('product_failed')} message={actionData.message} fields={actionData.errors} />
      )}
      <ProductForm
        product={null}
        subCategories={subCategories}
        locale={locale}
        csrf={csrf}
        errors={actionData?.errors}
        busy={busy}
        promotions={
          <section className="panel" aria-labelledby="product-promotions">
            <h2 id="product-promotions">{t('product_promotions')}</h2>
            <p className="muted">{t('product_promotionsAfterCreate')}</p>
          </section>
        }
      />
    </div>
  );
}
