import { localizePath } from '@vag/domain';
import { useEffect, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useLocale, useT } from '../../lib/use-site';
import { TokenField } from '../forms/TokenField';

/**
 * Saves a product to the wish list or takes it off (spec §7, shop only). Posts to the wish-list
 * route's action: in place with JavaScript, and back to this page without it. A guest is sent
 * to sign in first, and comes back here.
 */
export function WishlistToggle({
  productId,
  productName,
  signedIn,
  saved,
}: {
  productId: number;
  productName: string;
  signedIn: boolean;
  saved: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const fetcher = useFetcher();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const here = `${location.pathname}${location.search}`;
  if (!signedIn) {
    // In the form's box: a shared page's link turning into the signed-in visitor's form does not move.
    return (
      <div className="wishlist-toggle-form">
        <Link
          className="button button--secondary wishlist-toggle"
          to={`${localizePath('/login', locale)}?redirect_to=${encodeURIComponent(here)}`}
        >
          <span aria-hidden="true">♡</span> {t('account.wishList.add')}
        </Link>
      </div>
    );
  }
  // While the post is under way, show what it will lead to.
  const pending = fetcher.formData?.get('intent');
  const isSaved = pending ? pending === 'add' : saved;
  return (
    <fetcher.Form method="post" action={localizePath('/account/wish-list', locale)} className="wishlist-toggle-form">
      <TokenField />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="intent" value={isSaved ? 'remove' : 'add'} />
      <input type="hidden" name="redirect_to" value={here} />
      {enhanced && <input type="hidden" name="_enhanced" value="1" />}
      <button type="submit" className="button button--secondary wishlist-toggle" aria-pressed={isSaved}>
        <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>{' '}
        {t(isSaved ? 'account.wishList.saved' : 'account.wishList.add')}
        <span className="visually-hidden">: {productName}</span>
      </button>
    </fetcher.Form>
  );
}
