import type { Db } from '../../db/client';
import { deleteUserSessions } from '../../lib/session-store';
import { deleteAddressesOf } from '../addresses/addresses.service';
import { deleteTokens } from '../auth/auth.service';
import { anonymiseUser, deleteUploadsOf, findUnverifiedHolder, uploadKeysOf } from '../users/users.service';
import { clearWishlist } from '../wishlist/wishlist.service';
import { releasePurchases } from './guest-orders';

/**
 * Erases what an account keeps (addresses, wish list, tokens, sessions, upload records) and
 * anonymises its row, which stays so that orders and the balance ledger keep their reference.
 * Returns the storage keys of its uploaded files: the caller removes them after the commit.
 */
export async function eraseAccount(tx: Db, userId: number): Promise<string[]> {
  const files = await uploadKeysOf(tx, userId);
  await deleteAddressesOf(tx, userId);
  await clearWishlist(tx, userId);
  await deleteTokens(tx, userId);
  await deleteUploadsOf(tx, userId);
  await anonymiseUser(tx, userId);
  await deleteUserSessions(tx, userId);
  return files.map((file) => file.storageKey);
}

/**
 * An account that never verified its e-mail does not keep it from the mailbox's owner
 * (issue 17): a new registration or activation of the same e-mail takes it over. The old
 * holder is logged out and erased, and its purchases become guest purchases of the e-mail
 * again, attached to an account only once someone proves the mailbox. Runs in the new
 * account's transaction; returns the files to remove after the commit.
 */
export async function takeOverUnverifiedAccount(tx: Db, email: string): Promise<string[]> {
  const holderId = await findUnverifiedHolder(tx, email);
  if (holderId === undefined) return [];
  await releasePurchases(tx, holderId);
  return eraseAccount(tx, holderId);
}
