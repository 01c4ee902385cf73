import { data, Link, useNavigation } from 'react-router';
import { ApiError } from '../api-client/client';
import { addProductPromotion, listProductPromotions, removeProductPromotion } from '../api-client/product-promotions';
import {
  findRelatedOptions,
  getProduct,
  listSubCategoryOptions,
  productBodyOf,
  updateProduct,
} from '../api-client/products';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { ProductForm } from '../components/ProductForm';
import { ProductPromotions } from '../components/ProductPromotions';
import { ProductRelated } from '../components/ProductRelated';
import { translator } from '../i18n';
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
  // The related picker's search by name (`?related_find=`), as the gifts' picker: no script needed.
  const find = (new URL(request.url).searchParams.get('related_find') ?? '').trim();
  try {
    const [product, subCategories, promotions, found] = await Promise.all([
      getProduct(api, id, locale),
      listSubCategoryOptions(api, locale),
      listProductPromotions(api, id, locale).then(({ data }) => data),
      find.length >= 2 ? findRelatedOptions(api, id, find, locale) : Promise.resolve(null),
    ]);
    return {
      locale,
      product,
      subCategories,
      promotions,
      find,
      found,
      created: new URL(request.url).searchParams.has('created'),
      csrf: csrfOf(request),
    };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

/** The promotion form's fields answer under `promotion_…`, apart from the product's own. */
const promotionErrors = (errors: Record<string, string[]> | undefined) =>
  errors && Object.fromEntries(Object.entries(errors).map(([field, texts]) => [`promotion_${field}`, texts]));

/** The editor's writes: the product's save, a promotion planned or removed, the related picks (each its own form). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const id = idOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const submit = serverSubmit(request, context);
  if (intent === 'promotion-add' || intent === 'promotion-remove') {
    const answer =
      intent === 'promotion-add'
        ? await addProductPromotion(submit, id, form, locale)
        : await removeProductPromotion(submit, id, Number(form.get('promotion_id')), locale);
    return data(
      { ok: answer.ok, intent, message: answer.body.message, errors: promotionErrors(answer.body.errors) },
      { status: answer.ok ? 200 : answer.status, headers: answer.headers },
    );
  }
  const related = intent === 'related';
  const body = related ? { related_product_ids: form.getAll('related_product_ids').map(String) } : productBodyOf(form);
  const answer = await updateProduct(submit, id, body, locale);
  return data(
    { ok: answer.ok, intent: related ? 'related' : 'save', message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, product, subCategories, promotions, find, found, created, csrf } = loaderData;
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
        <ErrorSummary title={t('product_failed')} message={actionData.message} fields={actionData.errors} />
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
        errors={actionData?.ok || actionData?.intent !== 'save' ? undefined : actionData.errors}
        busy={busy}
        related={
          <ProductRelated
            product={product}
            find={find}
            found={found}
            locale={locale}
            csrf={csrf}
            errors={actionData?.ok || actionData?.intent !== 'related' ? undefined : actionData.errors}
          />
        }
        promotions={
          <ProductPromotions
            promotions={promotions}
            locale={locale}
            csrf={csrf}
            errors={actionData?.ok || actionData?.intent !== 'promotion-add' ? undefined : actionData.errors}
            busy={busy}
          />
        }
      />
    </div>
  );
}
