import type { CartSeatHold } from '@vag/domain';
import type { SiteCart } from '../api-client/cart';
import type { CartItemRef } from './cart';

/** One line of the mini cart (spec §2): picture, name, quantity, line price and what to delete. */
export interface MiniCartLine {
  key: string;
  name: string;
  /** Training lines: the date and how it is taken. */
  startAt: string | null;
  location: 'online' | 'classroom' | null;
  imageUrl: string | null;
  count: number;
  sumPrice: number;
  item: CartItemRef;
  /** A classroom date's seats held while the shopper checks out (issue 24); null otherwise. */
  hold: CartSeatHold | null;
}

export interface MiniCart {
  count: number;
  /** Σ of the lines' server-computed prices: what the items cost before fees and subtractions. */
  subTotal: number;
  lines: MiniCartLine[];
  gifts: { key: string; name: string; imageUrl: string | null; count: number }[];
}

/** What the header needs of a cart; the rest (coupons, fees, payment methods) stays on the server. */
export function toMiniCart(siteCart: SiteCart): MiniCart {
  const { meta } = siteCart.cart;
  const lines: MiniCartLine[] =
    siteCart.site === 'shop'
      ? siteCart.cart.data.items.map((line) => ({
          key: `product-${line.product_id}`,
          name: line.product.name,
          startAt: null,
          location: null,
          imageUrl:
            (line.product.pictures?.find((picture) => picture.is_default) ?? line.product.pictures?.[0])?.url ?? null,
          count: line.count,
          sumPrice: line.sum_price,
          item: { kind: 'product', productId: line.product_id },
          hold: null,
        }))
      : siteCart.cart.data.items.map((line) => {
          const locationTypeId = line.trainingLocationType.id === 2 ? 2 : 1;
          return {
            key: `training-${line.model_id}-${locationTypeId}`,
            name: line.model.training.title,
            startAt: line.model.start_at,
            location: locationTypeId === 2 ? 'online' : 'classroom',
            imageUrl: line.model.training.images?.[0]?.url_path ?? null,
            count: line.count,
            sumPrice: line.sum_price,
            item: { kind: 'training', trainingDateId: line.model_id, locationTypeId },
            hold: line.hold,
          };
        });
  return {
    count: meta.item_count,
    subTotal: meta.sub_total,
    lines,
    gifts: meta.gifts.map((gift) => ({
      key: `gift-${gift.product.id}`,
      name: gift.product.name,
      imageUrl:
        (gift.product.pictures?.find((picture) => picture.is_default) ?? gift.product.pictures?.[0])?.url ?? null,
      count: gift.item_count,
    })),
  };
}
