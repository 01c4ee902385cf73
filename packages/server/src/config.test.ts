import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, operatorMailOf } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('gives working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SHOP_HOST_WORD: 'vagheggi',
      SEED_DEMO_DATA: true,
      NODE_ENV: 'production',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDataDir).toBe(`${repoRoot}var/db`);
  });

  it('reads and converts the variables it knows', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO_DATA: 'false', DATABASE_URL: 'postgres://u@db:5432/shop' });
    expect(config).toMatchObject({ PORT: 8080, SEED_DEMO_DATA: false, DATABASE_URL: 'postgres://u@db:5432/shop' });
  });

  it('fails with every problem named', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(problems).toContain('LOG_LEVEL');
  });

  it('trusts no proxy by default, and reads TRUST_PROXY as hops or addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toMatchObject({ kind: 'ranges' });
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy' })).toThrow(/TRUST_PROXY: must be a number of hops/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('pays through the simulator by default and refuses Barion without its keys', () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_PROVIDER: 'simulator',
      BARION_API_URL: 'https://api.test.barion.com',
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'barion', BARION_POS_KEY: 'key' })).toThrow(
      'BARION_POS_KEY and BARION_PAYEE are required when PAYMENT_PROVIDER=barion',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(ConfigError);
    const barion = { PAYMENT_PROVIDER: 'barion', BARION_POS_KEY: 'key', BARION_PAYEE: 'bolt@vagheggi.hu' };
    expect(loadConfig(barion)).toMatchObject({ ...barion, BARION_API_URL: 'https://api.test.barion.com' });
    expect(() => loadConfig({ ...barion, BARION_API_URL: 'http://api.barion.com' })).toThrow(ConfigError);
  });

  it('shows the demo bank accounts by default, and refuses a bad account number, IBAN or a mismatch', () => {
    expect(loadConfig({}).bankAccounts.shop).toMatchObject({ accountNumber: '12345676-12345678-90123452' });
    const shop = {
      BANK_SHOP_BENEFICIARY: 'Vagheggi Kft.',
      BANK_SHOP_ACCOUNT_NUMBER: '11773016-11111018',
      BANK_SHOP_IBAN: 'HU42 1177 3016 1111 1018 0000 0000',
      BANK_SHOP_NAME: 'OTP Bank Nyrt.',
    };
    expect(loadConfig(shop).bankAccounts.shop).toEqual({
      beneficiary: 'Vagheggi Kft.',
      accountNumber: '11773016-11111018',
      iban: 'HU42117730161111101800000000',
      bank: 'OTP Bank Nyrt.',
    });
    expect(() => loadConfig({ ...shop, BANK_SHOP_ACCOUNT_NUMBER: '12345678-12345678-12345678' })).toThrow(
      /BANK_SHOP_ACCOUNT_NUMBER: must be 12345678-12345678\(-12345678\) with valid check digits/,
    );
    expect(() => loadConfig({ ...shop, BANK_SHOP_IBAN: 'HU43117730161111101800000000' })).toThrow(
      /BANK_SHOP_IBAN: must be a Hungarian IBAN/,
    );
    expect(() => loadConfig({ BANK_ACADEMY_ACCOUNT_NUMBER: '11773016-11111018' })).toThrow(
      'BANK_ACADEMY_IBAN does not name the account BANK_ACADEMY_ACCOUNT_NUMBER (set both)',
    );
  });

  it('reads the operators of each site and kind as comma-separated addresses, none when empty (issue 18)', () => {
    const config = loadConfig({
      OPERATOR_MAIL_SHOP_ORDERS: ' rendeles@vagheggi.hu, fonok@vagheggi.hu ,',
      OPERATOR_MAIL_ACADEMY_RECOMMENDATIONS: 'akademia@vagheggi.hu',
    });
    expect(operatorMailOf(config)).toEqual({
      shop: { order: ['rendeles@vagheggi.hu', 'fonok@vagheggi.hu'], contact: [], professional_registration: [] },
      academy: { enrolment: [], contact: [], recommendation: ['akademia@vagheggi.hu'], professional_registration: [] },
    });
    expect(() => loadConfig({ OPERATOR_MAIL_ACADEMY_CONTACT: 'info@vagheggi.hu, nem-cim' })).toThrow(
      'OPERATOR_MAIL_ACADEMY_CONTACT',
    );
  });
});
