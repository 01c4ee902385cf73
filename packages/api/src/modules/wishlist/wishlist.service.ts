import { HostId, type Locale, type Product } from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { getProductsByIds, isProductAvailable } from '../products/products.service';
import { deleteWishlistItem, deleteWishlistOf, insertWishlistItem, selectWishlistProductIds } from './wishlist.queries';

/** The wish list belongs to the shop (DESIGN §5); its products are the shop's. */

export async function listWishlist(db: Db, userId: number, locale: Locale): Promise<Product[]> {
  return getProductsByIds(db, HostId.shop, locale, await selectWishlistProductIds(db, userId));
}

/** Adds a product (again: no change); a product the shop does not sell answers 404. */
export async function addToWishlist(db: Db, userId: number, productId: number) {
  if (!(await isProductAvailable(db, HostId.shop, productId))) throw new NotFoundError();
  await insertWishlistItem(db, userId, productId);
}

export async function removeFromWishlist(db: Db, userId: number, productId: number) {
  await deleteWishlistItem(db, userId, productId);
}

export const clearWishlist = deleteWishlistOf;
