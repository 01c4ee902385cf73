import type { Address, AddressInput, Locale } from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import {
  streetTypeExists,
  streetTypesByIds,
  typedZipcodeErrors,
  zipcodeExists,
  zipcodeOfTyped,
  zipcodesByIds,
} from '../reference/reference.service';
import {
  type AddressRow,
  clearDefault,
  countAddresses,
  deleteAllAddresses,
  deleteOwnAddress,
  insertAddress,
  promoteNewest,
  selectAddresses,
  selectOwnAddress,
  updateOwnAddress,
} from './addresses.queries';

/** More than any household needs; stops a script from filling the table. */
export const MAX_ADDRESSES = 50;

async function toAddresses(db: Db, locale: Locale, rows: AddressRow[]): Promise<Address[]> {
  const [zipcodes, streetTypes] = await Promise.all([
    zipcodesByIds(
      db,
      rows.map((row) => row.zipcodeId),
    ),
    streetTypesByIds(
      db,
      locale,
      rows.map((row) => row.streetTypeId),
    ),
  ]);
  return rows.flatMap((row) => {
    const zipcode = zipcodes.get(row.zipcodeId);
    const streetType = streetTypes.get(row.streetTypeId);
    if (!zipcode || !streetType) return [];
    return [
      {
        id: row.id,
        zipcode,
        street: row.street,
        street_type: streetType,
        number: row.number,
        building: row.building,
        staircase: row.staircase,
        floor: row.floor,
        door: row.door,
        billing_name: row.billingName,
        is_default: row.isDefault,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    ];
  });
}

export async function listAddresses(db: Db, userId: number, locale: Locale): Promise<Address[]> {
  return toAddresses(db, locale, await selectAddresses(db, userId));
}

export async function getAddress(db: Db, userId: number, id: number, locale: Locale): Promise<Address> {
  const row = await selectOwnAddress(db, userId, id);
  if (!row) throw new NotFoundError();
  const [address] = await toAddresses(db, locale, [row]);
  if (!address) throw new NotFoundError();
  return address;
}

/**
 * The zip code's id: the listed one chosen, or that of a typed code and settlement (issue 22),
 * which is stored only once the whole address is known to be acceptable.
 */
async function checkReferences(db: Db, input: AddressInput, locale: Locale): Promise<number> {
  const typed = input.zipcode_id == null ? { code: input.zipcode ?? '', city: input.city ?? '' } : null;
  const [zipcodeErrors, streetTypeOk] = await Promise.all([
    typed
      ? typedZipcodeErrors(db, typed, locale)
      : zipcodeExists(db, input.zipcode_id ?? 0).then(
          (ok): Record<string, string[]> => (ok ? {} : { zipcode_id: ['zipcode_unknown'] }),
        ),
    streetTypeExists(db, input.street_type_id),
  ]);
  const errors: Record<string, string[]> = { ...zipcodeErrors };
  if (!streetTypeOk) errors.street_type_id = ['street_type_unknown'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return typed ? (await zipcodeOfTyped(db, typed)).id : (input.zipcode_id ?? 0);
}

const valuesOf = (input: AddressInput, zipcodeId: number) => ({
  zipcodeId,
  streetTypeId: input.street_type_id,
  street: input.street,
  number: input.number,
  building: input.building ?? null,
  staircase: input.staircase ?? null,
  floor: input.floor ?? null,
  door: input.door ?? null,
  billingName: input.billing_name ?? null,
});

/**
 * Creates the address, or updates it when `id` is given (404 unless it is the user's). The
 * first address becomes the default; `is_default` moves the default to this one.
 */
export async function saveAddress(
  db: Db,
  userId: number,
  input: AddressInput,
  locale: Locale,
  id?: number,
): Promise<number> {
  const zipcodeId = await checkReferences(db, input, locale);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const existing = await countAddresses(tx, userId);
    if (id === undefined && existing >= MAX_ADDRESSES) throw new AppError(422, 'address_limit_reached');
    const makeDefault = input.is_default === true || existing === 0;
    if (makeDefault) await clearDefault(tx, userId, id);
    if (id === undefined) {
      const row = await insertAddress(tx, userId, { ...valuesOf(input, zipcodeId), isDefault: makeDefault });
      if (!row) throw new Error('address insert returned no row');
      return row.id;
    }
    const row = await updateOwnAddress(tx, userId, id, {
      ...valuesOf(input, zipcodeId),
      ...(makeDefault ? { isDefault: true } : {}),
    });
    if (!row) throw new NotFoundError();
    return row.id;
  });
}

/** Deletes the user's address (404 otherwise); a deleted default passes to the newest other one. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const deleted = await deleteOwnAddress(tx, userId, id);
    if (!deleted) throw new NotFoundError();
    if (deleted.isDefault) await promoteNewest(tx, userId);
  });
}

export const deleteAddressesOf = deleteAllAddresses;
