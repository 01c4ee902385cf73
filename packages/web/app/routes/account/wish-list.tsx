import type { Product } from '@vag/domain';
import { decimalIntegerOf, localizePath } from '@vag/domain';
import { data, Link, redirect } from 'react-router';
import { addToWishlist, getWishlist, removeFromWishlist } from '../../api-client/account';
import { serverApi } from '../../api-client/server';
import { serverSubmit } from '../../api-client/submit.server';
import { useAccountForm } from '../../components/account/use-account-form';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TokenField } from '../../components/forms/TokenField';
import { localeOf, requireSite, requireUser } from '../../lib/account.server';
import { formAnswer, formSubmission } from '../../lib/form-answer.server';
import { readForm } from '../../lib/form-data.server';
import { safeRedirectPath } from '../../lib/redirect-path';
import { useLocale, useT } from '../../lib/use-site';
import type { Route } from './+types/wish-list';
import { accountMeta } from './account-meta';

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'account.nav.wishList');

/** DESIGN §5: the wish list is the shop's; the academy answers 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireSite(context, 'shop');
  await requireUser(request, context);
  const { data } = await getWishlist(serverApi(request, context), localeOf(request));
  return { products: data.products };
}

/**
 * Spec §7 wish list add or remove with an empty form; the list reloads. Product pages post here
 * too (`intent=add`); without JavaScript they come back to `redirect_to`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireSite(context, 'shop');
  const form = await readForm(request);
  const id = decimalIntegerOf(form.get('product_id'));
  if (id === undefined || id <= 0) throw data(null, { status: 422 });
  const write = form.get('intent') === 'add' ? addToWishlist : removeFromWishlist;
  const locale = localeOf(request);
  const answer = await write(serverSubmit(request, context), locale, id, { _token: String(form.get('_token') ?? '') });
  const submitted = formSubmission(answer, locale);
  const back = safeRedirectPath(form.get('redirect_to'));
  if (back && submitted.response.ok && form.get('_enhanced') !== '1') {
    throw redirect(back, { headers: submitted.response.headers });
  }
  return formAnswer(submitted);
}

export default function WishList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { products } = loaderData;
  return (
    <>
      <h1 className="account-page__title">{t('account.nav.wishList')}</h1>
      {products.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.wishList.empty')}</p>
          <Link to={localizePath('/category', locale)} className="button button--primary">
            {t('account.wishList.browse')}
          </Link>
        </div>
      ) : (
        <ul className="wish-list">
          {products.map((product) => (
            <li key={product.id} className="wish-list__item">
              <ProductCard product={product} headingLevel={2} sizes="(max-width: 640px) 50vw, 240px" />
              <RemoveButton product={product} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RemoveButton({ product }: { product: Product }) {
  const t = useT();
  const { fetcher, busy } = useAccountForm({ intent: `remove-${product.id}` });
  return (
    <fetcher.Form method="post" className="wish-list__remove">
      <TokenField />
      <input type="hidden" name="product_id" value={product.id} />
      <SubmitButton busy={busy} variant="secondary">
        {t('account.wishList.remove')}
        <span className="visually-hidden">: {product.name}</span>
      </SubmitButton>
    </fetcher.Form>
  );
}
