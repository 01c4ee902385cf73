import { GUEST_CODE_USES_LIMIT, type GuestCodeUseEntry } from '@vag/domain';
import type { Db } from '../../db/client';
import { getProfile } from '../users/users.service';
import { selectCustomerUses } from './referrals.queries';
import { numberOf } from './referrals.service';

/*
 * The customer's side of guest codes (issue 22): a discount is no balance movement, so the
 * customer's balance page lists their uses beside the ledger. Their own only: the uses placed
 * from their account, and those placed with their e-mail once the account has proved it (issue
 * 17: guest purchases become an account's only after verification). The beautician is named by
 * first name and last initial, no more.
 */

/** "Anna K.": the first name and the last name's initial; null when the account has no first name. */
export function shortName(firstName: string, lastName: string): string | null {
  const given = firstName.trim();
  if (!given) return null;
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${given} ${initial.toLocaleUpperCase('hu')}.` : given;
}

/** The signed-in user's guest-code uses that are not void, newest first (at most GUEST_CODE_USES_LIMIT). */
export async function listGuestCodeUses(db: Db, userId: number): Promise<GuestCodeUseEntry[]> {
  const profile = await getProfile(db, userId);
  if (!profile) return [];
  const email = profile.emailVerifiedAt ? profile.email.trim().toLowerCase() : null;
  const rows = await selectCustomerUses(db, { userId, email }, GUEST_CODE_USES_LIMIT);
  const names = new Map<number, string | null>();
  for (const referrerId of new Set(rows.map((row) => row.referrerUserId))) {
    const referrer = await getProfile(db, referrerId);
    names.set(referrerId, referrer ? shortName(referrer.firstName, referrer.lastName) : null);
  }
  return rows.map((row) => {
    const kind = row.payableType === 'order' ? 'order' : 'academy_subscription';
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      purchase_type: kind,
      purchase_number: numberOf(kind, row.payableId, row.createdAt),
      referrer_name: names.get(row.referrerUserId) ?? null,
      discount: row.discount,
      state: row.status === 'reversed' ? 'refunded' : 'used',
    };
  });
}
