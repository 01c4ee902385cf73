import type { User } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { formValues, joinedErrors } from '../forms/form-result';
import { accountNavEntries } from './account-nav';

const user = (roleId: number, referrerCode: string | null = null): User => ({
  id: 1,
  email: 'a@b.hu',
  first_name: 'Anna',
  last_name: 'Kiss',
  phone_number: null,
  company_name: null,
  tax_number: null,
  referrer_code: referrerCode,
  email_verified_at: null,
  highest_level_of_education_id: null,
  locale_id: 1,
  created_at: '2026-01-01T00:00:00Z',
  credential: {
    roles: [{ id: roleId, name: roleId === 3 ? 'beautician' : roleId === 2 ? 'professional' : 'customer' }],
    wants_newsletter: false,
    professional_status: 'none',
  },
  balance: { marketing: null, global: null },
});

const paths = (entries: { path: string }[]) => entries.map((entry) => entry.path);

describe('account menu', () => {
  it('the shop has no dashboard or edit screen: its profile is the account home; the wish list is its own', () => {
    expect(paths(accountNavEntries('shop', user(1)))).toEqual([
      '/account',
      '/account/address',
      '/account/order-history',
      '/account/wish-list',
      '/account/change-password',
      '/account/delete',
    ]);
  });

  it('the academy opens with the dashboard and edits the profile at /account/edit', () => {
    const academy = paths(accountNavEntries('academy', user(1)));
    expect(academy.slice(0, 2)).toEqual(['/account/static/dashboard', '/account/edit']);
    expect(academy).not.toContain('/account/wish-list');
  });

  it('the academy lists my trainings and the enrolments as its order history; the shop has no my trainings', () => {
    const academy = accountNavEntries('academy', user(3));
    expect(paths(academy)).toEqual(expect.arrayContaining(['/account/my-trainings', '/account/order-history']));
    expect(academy.find((entry) => entry.path === '/account/order-history')?.label).toBe('account.nav.enrolments');
    expect(paths(accountNavEntries('shop', user(1)))).not.toContain('/account/my-trainings');
  });

  it('shows the virtual balance to roles 2 and 3 and the guest code to users who have one', () => {
    expect(paths(accountNavEntries('shop', user(2)))).toContain('/account/virtual-balance');
    expect(paths(accountNavEntries('shop', user(3, 'ANNA10')))).toEqual(
      expect.arrayContaining(['/account/virtual-balance', '/account/guest-code']),
    );
    expect(paths(accountNavEntries('shop', user(1)))).not.toContain('/account/guest-code');
  });
});

describe('form results', () => {
  it('joins the field messages into one toast text, or falls back to the message (spec §8)', () => {
    const errors = { zipcode_id: ['Válasszon irányítószámot.'], street: ['Kötelező.'] };
    expect(joinedErrors({ ok: false, message: 'Hibás adatok.', errors })).toBe('Válasszon irányítószámot. Kötelező.');
    expect(joinedErrors({ ok: false, message: 'Hibás adatok.', errors: {} })).toBe('Hibás adatok.');
  });

  it('reads a form as the schemas do, the last value of a name winning', () => {
    const form = new FormData();
    form.append('wants_newsletter', '0');
    form.append('wants_newsletter', '1');
    expect(formValues(form)).toEqual({ wants_newsletter: '1' });
  });
});
