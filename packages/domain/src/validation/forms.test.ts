import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { credentialSchema, loginSchema, registrationSchema } from './account-forms';
import { addressSchema, newsletterSchema } from './address-forms';
import { fieldErrors } from './translate';

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'hu' | 'en') =>
  fieldErrors(schema.safeParse(input).error?.issues ?? [], locale, input);

const registration = {
  first_name: 'Éva',
  last_name: 'Kovács',
  email: 'Eva.Kovacs@Example.hu ',
  phone_number: '06301234567',
  password: 'Jelszo#123',
  password_confirmation: 'Jelszo#123',
  terms_accepted: '1',
};

describe('registration form', () => {
  it('normalises what it accepts', () => {
    const parsed = registrationSchema.parse({ ...registration, tax_number: '10773381244', company_name: ' ' });
    expect(parsed).toMatchObject({
      email: 'eva.kovacs@example.hu',
      phone_number: '+36 30 123 4567',
      tax_number: '10773381-2-44',
      company_name: null,
    });
  });

  it('names every problem per field, in Hungarian and in English', () => {
    const input = { ...registration, first_name: 'X', phone_number: '+36 1 234 5678', password_confirmation: 'x' };
    const hu = errorsOf(registrationSchema, { ...input, terms_accepted: '0' }, 'hu');
    expect(hu.first_name).toEqual(['Legalább 2 betűt adjon meg; csak betű, pont, szóköz és kötőjel használható.']);
    expect(hu.phone_number?.[0]).toContain('+36 XX XXX XXXX');
    expect(hu.password_confirmation).toEqual(['A két jelszó nem egyezik.']);
    expect(hu.terms_accepted).toEqual(['A regisztrációhoz fogadja el a felhasználási feltételeket.']);
    const en = errorsOf(registrationSchema, input, 'en');
    expect(en.first_name).toEqual(['Enter at least 2 letters; only letters, dots, spaces and hyphens are allowed.']);
    expect(en.password_confirmation).toEqual(['The two passwords do not match.']);
  });

  it('says "required" for missing fields rather than a type error', () => {
    expect(errorsOf(registrationSchema, {}, 'hu').email).toEqual(['A mező kitöltése kötelező.']);
    expect(errorsOf(registrationSchema, { email: '  ' }, 'en').email).toEqual(['This field is required.']);
  });

  it('requires the proof of conduct only in the professional flow', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
    const professional = { ...registration, is_professional: 'true' };
    expect(errorsOf(registrationSchema, professional, 'en').proof_of_conduct).toEqual(['Please upload the document.']);
    const withProof = { ...professional, proof_of_conduct: new File(['%PDF-1.4'], 'proof.pdf') };
    expect(registrationSchema.safeParse(withProof).success).toBe(true);
  });
});

describe('other forms', () => {
  it('login checks the e-mail format but never the password rule', () => {
    expect(loginSchema.safeParse({ email: 'a@b.hu', password: 'x' }).success).toBe(true);
    expect(errorsOf(loginSchema, { email: 'nope', password: 'x' }, 'hu').email).toEqual([
      'Érvényes e-mail címet adjon meg.',
    ]);
  });

  it('a password change needs the current password and a matching confirmation', () => {
    const errors = errorsOf(credentialSchema, { password: 'Uj#jelszo1', password_confirmation: 'other' }, 'en');
    expect(errors.current_password).toEqual(['This field is required.']);
    expect(errors.password_confirmation).toEqual(['The two passwords do not match.']);
    expect(credentialSchema.safeParse({ wants_newsletter: '0' }).success).toBe(true);
  });

  it('address ids come as form strings and lengths are limited', () => {
    const parsed = addressSchema.parse({
      zipcode_id: '3',
      street_type_id: '1',
      street: 'Fő',
      number: '1/A',
      building: ' ',
    });
    expect(parsed).toMatchObject({ zipcode_id: 3, street_type_id: 1, building: null });
    expect(parsed.door).toBeUndefined();
    const errors = errorsOf(addressSchema, { zipcode_id: 'x', street_type_id: '1', street: 'a'.repeat(101) }, 'hu');
    expect(errors.zipcode_id).toEqual(['Számot adjon meg.']);
    expect(errors.street).toEqual(['Legfeljebb 100 karaktert adjon meg.']);
    expect(errors.number).toEqual(['A mező kitöltése kötelező.']);
  });

  it('the newsletter consent must be ticked', () => {
    const input = { email: 'a@b.hu', first_name: 'Anna', wants_newsletter: '0' };
    expect(errorsOf(newsletterSchema, input, 'en').wants_newsletter).toEqual([
      'Please consent to receiving the newsletter.',
    ]);
    expect(newsletterSchema.safeParse({ ...input, wants_newsletter: 'true' }).success).toBe(true);
  });
});
