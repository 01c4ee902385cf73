import { data, Link, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { getProduct, listSubCategoryOptions, productBodyOf, updateProduct } from '../api-client/products';
import { serverAdminApi } from '../api-client/server';
import { STAFF_XSRF_COOKIE, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { ProductForm } from '../components/ProductForm';
import { translator } from '../i18n';
import { cookieValue } from '../lib/cookies';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.product.texts.hu?.name ?? ''} · ${translator(loaderData?.locale ?? 'hu')('product_listTitle')}`,
  },
];

const idOf = (params: { id?: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idOf(params);
  const api = serverAdminApi(request, context);
  try {
    const [product, subCategories] = await Promise.all([
      getProduct(api, id, locale),
      listSubCategoryOptions(api, locale),
    ]);
    return {
      locale,
      product,
      subCategories,
      created: new URL(request.url).searchParams.has('created'),
      csrf: cookieValue(request.headers.get('cookie'), STAFF_XSRF_COOKIE) ?? '',
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const id = idOf(params);
  const form = await request.formData();
  const answer = await updateProduct(serverSubmit(request, context), id, productBodyOf(form), locale);
  return data(
    { ok: answer.ok, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, product, subCategories, created, csrf } = loaderData;
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const notice = actionData?.ok ? actionData.message : created && !actionData ? t('product_created') : undefined;
  return (
    <div className="page">
      <div className="page-head">
        <p>
          <Link to="/products">← {t('product_back')}</Link>
        </p>
        <h1>{product.texts.hu?.name}</h1>
        {product.is_active && product.texts.hu?.path && (
          <p className="muted">
            {t('product_path')}: <code>{product.texts.hu.path}</code>
          </p>
        )}
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {/* A saved form is drawn anew from the saved product (slugs made from names, pictures' ids). */}
      <ProductForm
        key={product.updated_at}
        product={product}
        subCategories={subCategories}
        locale={locale}
        csrf={csrf}
        errors={actionData?.ok ? undefined : actionData?.errors}
        busy={busy}
      />
    </div>
  );
}
