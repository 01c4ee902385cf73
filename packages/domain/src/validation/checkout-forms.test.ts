import { describe, expect, it } from 'vitest';
import { birthDateSchema, checkoutSchema, guestDataSchema, participantSchema } from './checkout-forms';

const address = { zipcode_id: '12', street_type_id: '3', street: 'Fő', number: '1' };
const accepted = { payment_method_id: '1', terms_accepted: '1', second_terms_accepted: 'on' };
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('checkoutSchema', () => {
  it('takes form strings, defaults billing to the delivery address, and drops a blank or single-space comment', () => {
    const parsed = checkoutSchema.parse({ ...address, ...accepted, comment: ' ' });
    expect(parsed).toMatchObject({ zipcode_id: 12, street_type_id: 3, payment_method_id: 1, billing_is_same: true });
    expect(parsed.comment).toBeNull();
    expect(checkoutSchema.parse({ ...address, ...accepted, comment: '  Hívjon!  ' }).comment).toBe('Hívjon!');
  });

  it('needs an address (or an address-book id), and a billing address when it differs', () => {
    expect(issues(checkoutSchema.safeParse({ ...accepted }))).toEqual({
      zipcode_id: 'required',
      street_type_id: 'required',
      street: 'required',
      number: 'required',
    });
    expect(checkoutSchema.safeParse({ ...accepted, address_id: '4' }).success).toBe(true);
    expect(issues(checkoutSchema.safeParse({ ...address, ...accepted, billing_is_same: '0' }))).toEqual({
      billing_zipcode_id: 'required',
      billing_street_type_id: 'required',
      billing_street: 'required',
      billing_number: 'required',
    });
    expect(
      checkoutSchema.safeParse({ ...address, ...accepted, billing_is_same: '0', billing_address_id: 9 }).success,
    ).toBe(true);
  });

  it('requires both acceptances, and checks the name, phone and tax number rules when given', () => {
    const result = checkoutSchema.safeParse({
      ...address,
      payment_method_id: 1,
      terms_accepted: '0',
      last_name: 'K',
      phone_number: '+36 1 234 5678',
      billing_tax_number: '1234',
    });
    expect(issues(result)).toEqual({
      terms_accepted: 'order_terms_required',
      second_terms_accepted: 'order_privacy_required',
      last_name: 'name_invalid',
      phone_number: 'phone_invalid',
      billing_tax_number: 'tax_number_invalid',
    });
  });

  it('asks guests for every contact field', () => {
    expect(Object.keys(issues(guestDataSchema.safeParse({})))).toEqual([
      'last_name',
      'first_name',
      'email',
      'phone_number',
    ]);
  });
});

describe('participants', () => {
  it('takes the education level as an integer and a real date of birth in the past', () => {
    const participant = {
      first_name: 'Réka',
      last_name: 'Tóth',
      email: 'Reka@Example.hu',
      phone_number: '06201112222',
      highest_level_of_education_id: '3',
      birth_place: 'Szeged',
      birth_date: '1994-05-17',
    };
    expect(participantSchema.parse(participant)).toMatchObject({
      email: 'reka@example.hu',
      phone_number: '+36 20 111 2222',
      highest_level_of_education_id: 3,
    });
    for (const bad of ['1994-02-30', '17.05.1994', '1899-12-31', '2999-01-01']) {
      expect(birthDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
