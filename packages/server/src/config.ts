import { isAbsolute, resolve } from 'node:path';
import {
  type BankAccount,
  createLocalInvoiceProvider,
  createSzamlazzProvider,
  DEMO_BANK_ACCOUNTS,
  DEMO_SELLERS,
  type InvoiceSeller,
  type InvoicingOptions,
  type OperatorRecipients,
  parseTrustProxy,
  TrustProxyError,
} from '@vag/api';
import {
  DEFAULT_SHOP_HOST_WORD,
  ibanMatchesAccount,
  normalizeBankAccountNumber,
  normalizeHungarianIban,
  type SiteKey,
} from '@vag/domain';
import { z } from 'zod';
import { repoRoot } from './paths';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A value that `normalize` accepts, in its normal form; otherwise the problem is named. */
const normalized = (normalize: (value: string) => string | undefined, problem: string) =>
  z.string().transform((value, context) => {
    const result = normalize(value);
    if (result === undefined) context.addIssue({ code: 'custom', message: problem });
    return result ?? z.NEVER;
  });
const accountNumber = normalized(
  normalizeBankAccountNumber,
  'must be 12345678-12345678(-12345678) with valid check digits',
);
const iban = normalized(normalizeHungarianIban, 'must be a Hungarian IBAN (HU and 26 digits) with a valid checksum');
/** Comma-separated e-mail addresses; empty is none. */
const mailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('must be comma-separated e-mail addresses')));

/** Every variable the process reads; `.env.example` documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_DATA_DIR: z.string().min(1).default('var/db'),
  MEDIA_DIR: z.string().min(1).default('var/media'),
  IMAGE_CACHE_DIR: z.string().min(1).default('var/cache/img'),
  /** Disk the resized images may take; the least recently used are deleted past it. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  SEED_DEMO_DATA: flag.default(true),
  SHOP_HOST_WORD: z.string().min(1).default(DEFAULT_SHOP_HOST_WORD),
  API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often housekeeping runs (expired holds, deadlines, scheduled content's notices); the e2e run shortens it. */
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /** GLS Hungary's delivery-point feed (JSON); when set, fetched at start and every GLS_REFRESH_INTERVAL_MS. */
  GLS_FEED_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Between a minute and a week (a timer cannot wait much longer); a day by default. */
  GLS_REFRESH_INTERVAL_MS: z.coerce.number().int().min(60_000).max(604_800_000).default(86_400_000),
  /**
   * Reverse proxies whose X-Forwarded-For tells the client's address (rate limits, logs): a number
   * of hops, or comma-separated addresses and CIDR ranges. Empty: nobody, the socket's address counts.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        const reason = error instanceof TrustProxyError ? error.message : String(error);
        context.addIssue({ code: 'custom', message: `must be a number of hops or addresses/CIDR ranges: ${reason}` });
        return z.NEVER;
      }
    }),
  CAPTCHA_PROVIDER: z.enum(['test', 'recaptcha']).default('test'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  PAYMENT_PROVIDER: z.enum(['simulator', 'barion']).default('simulator'),
  BARION_API_URL: z.url({ protocol: /^https$/ }).default('https://api.test.barion.com'),
  BARION_POS_KEY: z.string().optional(),
  BARION_PAYEE: z.email().optional(),
  SHOP_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The back office's host name (any port), or `name:port` for that port only (docs/decisions/0012). */
  ADMIN_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name, optionally with :port')
    .default('admin.localhost'),
  /** The back office's public URL (trusted by its CSRF check); http://ADMIN_HOST:PORT by default. */
  ADMIN_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `required`: owner and site managers must have a second factor. Default: required unless demo data is seeded or in development. */
  STAFF_2FA: z.enum(['required', 'optional']).optional(),
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  ACADEMY_URL: z.url({ protocol: /^https?$/ }).optional(),
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Signs visitors' CSRF tokens; without it one is generated into var/session-secret (session-secret.ts). */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** GET /sanctum/csrf-cookie calls per minute per client address (429 beyond). */
  CSRF_COOKIE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vagheggi <no-reply@vagheggi.localhost>'),
  MAIL_DIR: z.string().min(1).default('var/mail'),
  MAIL_WORKER: flag.default(true),
  DEV_MAILBOX: flag.default(false),
  UPLOAD_DIR: z.string().min(1).default('var/uploads'),
  /** The cache of anonymous pages and public API answers; on unless NODE_ENV=development. */
  PAGE_CACHE: flag.optional(),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Storefront renders under way at once; the others wait their turn (render-slots.ts). */
  SSR_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(6),
  PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  ACADEMY_SEAT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Hours a waiting-list offer holds its seats for the person offered them (issue 24). */
  WAITING_LIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /** A pending card payment is stale after this (default: the payment window): payable again, checked. */
  PAYMENT_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /** Bank transfer: days to pay an order or enrolment (an enrolment's seats are held until then). */
  TRANSFER_PAYMENT_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  /** Card: days an unpaid purchase stays payable again after its payment window; then it is cancelled. */
  CARD_PAYABLE_DAYS: z.coerce.number().int().min(0).max(60).default(2),
  /** Hours before a bank-transfer deadline when the one reminder mail goes out. */
  PAYMENT_REMINDER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Hours before a training date when its paid enrolments get their reminder mails; 0 sends none. */
  ACADEMY_REMINDER_HOURS: z.coerce.number().int().min(0).max(720).default(48),
  /** Share of a classroom date's capacity one guest e-mail may hold in pending enrolments (at least 1 seat). */
  GUEST_MAX_SEAT_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
  /** Orders and enrolments placed per hour: per visitor (account or session), and per client address. */
  PLACE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  PLACE_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Guest codes (issue 22): the new customer's discount, % of the items after coupons, capped (0: no cap). */
  GUEST_CODE_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  GUEST_CODE_DISCOUNT_MAX_HUF: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** The items' subtotal (gross, before any discount) a guest code needs, like a coupon's minimum. */
  GUEST_CODE_MIN_SUBTOTAL_HUF: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** The beautician's marketing credit when the purchase is paid: % of the items paid for, capped (0: no cap). */
  GUEST_CODE_CREDIT_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  GUEST_CODE_CREDIT_MAX_HUF: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** Whether only e-mails without an earlier paid order or enrolment may use a guest code. */
  GUEST_CODE_NEW_CUSTOMERS_ONLY: flag.default(true),
  /** Who issues invoices (docs/decisions/0018): `local` numbers and renders PDFs here; `szamlazz` asks Számlázz.hu's Agent API. */
  INVOICE_PROVIDER: z.enum(['local', 'szamlazz']).default('local'),
  SZAMLAZZ_AGENT_KEY: z.string().trim().min(10).optional(),
  SZAMLAZZ_AGENT_URL: z.url({ protocol: /^https?$/ }).default('https://www.szamlazz.hu/szamla/'),
  /** The seller printed on each site's invoices (its bank account is BANK_*); the demo's by default. */
  INVOICE_SHOP_SELLER_NAME: z.string().trim().min(2).default(DEMO_SELLERS.shop.name),
  INVOICE_SHOP_TAX_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{8}-\d-\d{2}$/, 'must be 12345678-1-42')
    .default(DEMO_SELLERS.shop.taxNumber),
  INVOICE_SHOP_ADDRESS: z
    .string()
    .trim()
    .regex(/^\d{4} [^,]+, .+$/, 'must be "1061 Budapest, Andrássy út 12."')
    .default(`${DEMO_SELLERS.shop.zipcode} ${DEMO_SELLERS.shop.city}, ${DEMO_SELLERS.shop.address}`),
  INVOICE_SHOP_EMAIL: z.email().default(DEMO_SELLERS.shop.email),
  INVOICE_SHOP_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{2,8}$/, 'must be 2-8 capital letters or digits')
    .default(DEMO_SELLERS.shop.prefix),
  INVOICE_ACADEMY_SELLER_NAME: z.string().trim().min(2).default(DEMO_SELLERS.academy.name),
  INVOICE_ACADEMY_TAX_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{8}-\d-\d{2}$/, 'must be 12345678-1-42')
    .default(DEMO_SELLERS.academy.taxNumber),
  INVOICE_ACADEMY_ADDRESS: z
    .string()
    .trim()
    .regex(/^\d{4} [^,]+, .+$/, 'must be "1061 Budapest, Andrássy út 12."')
    .default(`${DEMO_SELLERS.academy.zipcode} ${DEMO_SELLERS.academy.city}, ${DEMO_SELLERS.academy.address}`),
  INVOICE_ACADEMY_EMAIL: z.email().default(DEMO_SELLERS.academy.email),
  INVOICE_ACADEMY_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{2,8}$/, 'must be 2-8 capital letters or digits')
    .default(DEMO_SELLERS.academy.prefix),
  /** Each site's account for bank-transfer payments: shown on the thank-you page, in mails and order details. */
  BANK_SHOP_BENEFICIARY: z.string().trim().min(2).default(DEMO_BANK_ACCOUNTS.shop.beneficiary),
  BANK_SHOP_ACCOUNT_NUMBER: accountNumber.default(DEMO_BANK_ACCOUNTS.shop.accountNumber),
  BANK_SHOP_IBAN: iban.default(DEMO_BANK_ACCOUNTS.shop.iban),
  BANK_SHOP_NAME: z.string().trim().min(2).default(DEMO_BANK_ACCOUNTS.shop.bank),
  BANK_ACADEMY_BENEFICIARY: z.string().trim().min(2).default(DEMO_BANK_ACCOUNTS.academy.beneficiary),
  BANK_ACADEMY_ACCOUNT_NUMBER: accountNumber.default(DEMO_BANK_ACCOUNTS.academy.accountNumber),
  BANK_ACADEMY_IBAN: iban.default(DEMO_BANK_ACCOUNTS.academy.iban),
  BANK_ACADEMY_NAME: z.string().trim().min(2).default(DEMO_BANK_ACCOUNTS.academy.bank),
  /** Operators told by mail of each kind of event per site (comma-separated addresses; empty: no mail). */
  OPERATOR_MAIL_SHOP_ORDERS: mailList,
  OPERATOR_MAIL_SHOP_CONTACT: mailList,
  OPERATOR_MAIL_SHOP_PROFESSIONALS: mailList,
  OPERATOR_MAIL_ACADEMY_ENROLMENTS: mailList,
  OPERATOR_MAIL_ACADEMY_CONTACT: mailList,
  OPERATOR_MAIL_ACADEMY_RECOMMENDATIONS: mailList,
  OPERATOR_MAIL_ACADEMY_PROFESSIONALS: mailList,
  /** Host names (comma separated) where analytics, ad and Barion pixels may load after consent. */
  TRACKING_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  GOOGLE_ADS_ID: z
    .string()
    .regex(/^AW-[0-9]+$/, 'must look like AW-123456789')
    .optional(),
  BARION_PIXEL_ID: z
    .string()
    .regex(/^BP-[A-Za-z0-9]+-[0-9]+$/, 'must look like BP-XXXXXXXXXX-01')
    .optional(),
});

export type Config = z.infer<typeof envSchema> & {
  pgliteDataDir: string;
  mediaDir: string;
  imageCacheDir: string;
  /** Absolute directories of the file mailbox and of uploaded documents (outside the web root). */
  mailDir: string;
  uploadDir: string;
  /** Public base URLs of both sites: links in mails and the trusted origins of the CSRF check. */
  siteUrls: { shop: string; academy: string };
  cookieSecure: boolean | 'auto';
  /** /dev/mail lists the file mailbox: development, or DEV_MAILBOX=true. */
  devMailbox: boolean;
  pageCache: boolean;
  /** The BANK_* settings of each site. */
  bankAccounts: Record<SiteKey, BankAccount>;
  /** The invoice provider and each site's seller (INVOICE_*, SZAMLAZZ_*). */
  invoicing: InvoicingOptions;
  /** The back office: its host, URL, second-factor policy and session timeouts. */
  admin: AdminSettings;
};

export interface AdminSettings {
  host: string;
  url: string;
  twoFactor: 'required' | 'optional';
  idleMinutes: number;
  sessionHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The API's purchase settings: payment deadlines, the reminder, guests' seats, placing limits. */
export const purchaseSettings = (config: Config) => ({
  transferPaymentDays: config.TRANSFER_PAYMENT_DAYS,
  cardPayableDays: config.CARD_PAYABLE_DAYS,
  reminderHoursBefore: config.PAYMENT_REMINDER_HOURS,
  guestMaxSeatShare: config.GUEST_MAX_SEAT_SHARE,
  placeLimit: config.PLACE_LIMIT_PER_HOUR,
  placeIpLimit: config.PLACE_IP_LIMIT_PER_HOUR,
  placeWindowMinutes: 60,
  guestCodeDiscountPercent: config.GUEST_CODE_DISCOUNT_PERCENT,
  guestCodeDiscountMax: config.GUEST_CODE_DISCOUNT_MAX_HUF,
  guestCodeMinSubtotal: config.GUEST_CODE_MIN_SUBTOTAL_HUF,
  guestCodeCreditPercent: config.GUEST_CODE_CREDIT_PERCENT,
  guestCodeCreditMax: config.GUEST_CODE_CREDIT_MAX_HUF,
  guestCodeNewCustomersOnly: config.GUEST_CODE_NEW_CUSTOMERS_ONLY,
});

/** The only reader of the environment. Fails fast, naming every bad variable. */
/** The OPERATOR_MAIL_* settings, as the API takes them. */
export const operatorMailOf = (config: Config): OperatorRecipients => ({
  shop: {
    order: config.OPERATOR_MAIL_SHOP_ORDERS,
    contact: config.OPERATOR_MAIL_SHOP_CONTACT,
    professional_registration: config.OPERATOR_MAIL_SHOP_PROFESSIONALS,
  },
  academy: {
    enrolment: config.OPERATOR_MAIL_ACADEMY_ENROLMENTS,
    contact: config.OPERATOR_MAIL_ACADEMY_CONTACT,
    recommendation: config.OPERATOR_MAIL_ACADEMY_RECOMMENDATIONS,
    professional_registration: config.OPERATOR_MAIL_ACADEMY_PROFESSIONALS,
  },
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
      ),
    );
  }
  const config = result.data;
  if (config.CAPTCHA_PROVIDER === 'recaptcha' && !(config.RECAPTCHA_SECRET_KEY && config.RECAPTCHA_SITE_KEY)) {
    throw new ConfigError(['RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are required when CAPTCHA_PROVIDER=recaptcha']);
  }
  if (config.PAYMENT_PROVIDER === 'barion' && !(config.BARION_POS_KEY && config.BARION_PAYEE)) {
    throw new ConfigError(['BARION_POS_KEY and BARION_PAYEE are required when PAYMENT_PROVIDER=barion']);
  }
  const bankAccounts: Record<SiteKey, BankAccount> = {
    shop: {
      beneficiary: config.BANK_SHOP_BENEFICIARY,
      accountNumber: config.BANK_SHOP_ACCOUNT_NUMBER,
      iban: config.BANK_SHOP_IBAN,
      bank: config.BANK_SHOP_NAME,
    },
    academy: {
      beneficiary: config.BANK_ACADEMY_BENEFICIARY,
      accountNumber: config.BANK_ACADEMY_ACCOUNT_NUMBER,
      iban: config.BANK_ACADEMY_IBAN,
      bank: config.BANK_ACADEMY_NAME,
    },
  };
  // A transfer to an IBAN of another account would go astray: both must name the same account.
  const mismatched = (['shop', 'academy'] as const).filter(
    (site) => !ibanMatchesAccount(bankAccounts[site].iban, bankAccounts[site].accountNumber),
  );
  if (mismatched.length > 0) {
    throw new ConfigError(
      mismatched.map((site) => {
        const prefix = `BANK_${site.toUpperCase()}`;
        return `${prefix}_IBAN does not name the account ${prefix}_ACCOUNT_NUMBER (set both)`;
      }),
    );
  }
  if (config.INVOICE_PROVIDER === 'szamlazz' && !config.SZAMLAZZ_AGENT_KEY) {
    throw new ConfigError(['SZAMLAZZ_AGENT_KEY is required when INVOICE_PROVIDER=szamlazz']);
  }
  const sellerOf = (site: SiteKey): InvoiceSeller => {
    const prefix = `INVOICE_${site.toUpperCase()}` as 'INVOICE_SHOP' | 'INVOICE_ACADEMY';
    const [, zipcode = '', city = '', address = ''] = /^(\d{4}) ([^,]+), (.+)$/.exec(config[`${prefix}_ADDRESS`]) ?? [];
    return {
      name: config[`${prefix}_SELLER_NAME`],
      taxNumber: config[`${prefix}_TAX_NUMBER`],
      zipcode,
      city,
      address,
      email: config[`${prefix}_EMAIL`],
      bankName: bankAccounts[site].bank,
      bankAccount: bankAccounts[site].accountNumber,
      prefix: config[`${prefix}_PREFIX`],
    };
  };
  const invoicing: InvoicingOptions = {
    provider:
      config.INVOICE_PROVIDER === 'szamlazz' && config.SZAMLAZZ_AGENT_KEY
        ? createSzamlazzProvider({ agentKey: config.SZAMLAZZ_AGENT_KEY, url: config.SZAMLAZZ_AGENT_URL })
        : createLocalInvoiceProvider(),
    sellers: { shop: sellerOf('shop'), academy: sellerOf('academy') },
  };
  const dir = config.PGLITE_DATA_DIR;
  const pgliteDataDir = dir.startsWith('memory://') || isAbsolute(dir) ? dir : resolve(repoRoot, dir);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
  return {
    ...config,
    pgliteDataDir,
    mediaDir: fromRoot(config.MEDIA_DIR),
    imageCacheDir: fromRoot(config.IMAGE_CACHE_DIR),
    mailDir: fromRoot(config.MAIL_DIR),
    uploadDir: fromRoot(config.UPLOAD_DIR),
    siteUrls: {
      shop: config.SHOP_URL ?? `http://vagheggi.localhost:${config.PORT}`,
      academy: config.ACADEMY_URL ?? `http://localhost:${config.PORT}`,
    },
    cookieSecure: config.COOKIE_SECURE === 'auto' ? 'auto' : config.COOKIE_SECURE === 'true',
    devMailbox: config.NODE_ENV === 'development' || config.DEV_MAILBOX,
    pageCache: config.PAGE_CACHE ?? config.NODE_ENV !== 'development',
    bankAccounts,
    invoicing,
    admin: {
      host: config.ADMIN_HOST.toLowerCase(),
      url: config.ADMIN_URL ?? `http://${config.ADMIN_HOST.replace(/:\d+$/, '')}:${config.PORT}`,
      // A demo install publishes its staff passwords: enforcing the factor there would only hide the back office.
      twoFactor:
        config.STAFF_2FA ?? (config.NODE_ENV === 'production' && !config.SEED_DEMO_DATA ? 'required' : 'optional'),
      idleMinutes: config.STAFF_IDLE_MINUTES,
      sessionHours: config.STAFF_SESSION_HOURS,
    },
  };
}
