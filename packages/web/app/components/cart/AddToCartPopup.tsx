import { localizePath } from '@vag/domain';
import { useId } from 'react';
import { useLocale, useT } from '../../lib/use-site';
import { ResponsiveImage } from '../catalogue/ResponsiveImage';
import { Link } from '../Link';
import { Dialog } from './Dialog';

export interface AddToCartOutcome {
  ok: boolean;
  /** The server's message; shown on a failure (spec §8). */
  message: string | null;
}

interface Props {
  outcome: AddToCartOutcome | null;
  display: { name: string; imageUrl?: string | null };
  onClose: () => void;
  /** Where "close" leads without JavaScript: the page without the notice. */
  closeHref: string;
}

const IMAGE_SIZE = 270;

/**
 * The add-to-cart popup of spec §2: on success the item with continue-shopping and checkout,
 * on failure the server's message with close and the account (e.g. a professionals-only product
 * for a customer: signing in with the right account is the way on).
 */
export function AddToCartPopup({ outcome, display, onClose, closeHref }: Props) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const close = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onClose();
  };
  const ok = outcome?.ok ?? false;
  return (
    <Dialog open={outcome !== null} onClose={onClose} labelledBy={titleId} className="cart-popup">
      <div className="cart-popup__inner" data-status={ok ? 'added' : 'failed'}>
        <h2 id={titleId} className="cart-popup__title">
          {t(ok ? 'commerce.popup.addedTitle' : 'commerce.popup.failedTitle')}
        </h2>
        {ok ? (
          <figure className="cart-popup__item">
            <ResponsiveImage
              src={display.imageUrl}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              sizes={`${IMAGE_SIZE}px`}
              className="cart-popup__image"
            />
            <figcaption className="cart-popup__name">{display.name}</figcaption>
          </figure>
        ) : (
          <p className="cart-popup__message" role="alert">
            {outcome?.message || t('commerce.popup.genericError')}
          </p>
        )}
        <div className="cart-popup__actions">
          <Link to={closeHref} replace preventScrollReset onClick={close} className="button button--secondary">
            {t(ok ? 'commerce.popup.continue' : 'commerce.popup.close')}
          </Link>
          <Link to={localizePath(ok ? '/checkout/step1' : '/account', locale)} className="button button--primary">
            {t(ok ? 'commerce.popup.checkout' : 'commerce.popup.account')}
          </Link>
        </div>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          onClick={close}
          className="icon-button cart-popup__dismiss"
          aria-label={t('commerce.popup.close')}
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
    </Dialog>
  );
}
