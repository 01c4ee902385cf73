import { HostId, type Locale, resolveHostId, type SiteKey } from '@vag/domain';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { CartAnswers } from '../modules/cart/cart.answers';
import type { InvoicingOptions } from '../modules/invoices/invoices.worker';
import type { PaymentOptions } from '../modules/payments/payments.types';
import type { BankAccount } from '../modules/purchases/bank-transfer';
import type { PurchaseOptions } from '../modules/purchases/purchase-options';
import type { CaptchaVerifier } from './captcha';
import type { TrustProxy } from './client-address';
import type { OperatorRecipients } from './operator-mail';
import type { CurrentUser, Session } from './session';

/** Sessions, cookies, uploads and links in mails; the defaults suit tests and development. */
export interface AccountOptions {
  /** `Secure` cookies: always, never, or `auto` (when the request came over HTTPS). Default `auto`. */
  cookieSecure?: boolean | 'auto';
  /** Where uploaded documents are kept: outside the web root, never served. Default `var/uploads`. */
  uploadDir?: string;
  /** Public base URLs of the sites for links in mails; never taken from the request's Host header. */
  siteUrls?: Partial<Record<SiteKey, string>>;
  /**
   * Signs the CSRF token of visitors without a stored session (SESSION_SECRET). Every instance
   * must share it; without it a random one per process (tests, a single development process).
   */
  sessionSecret?: string;
  /** GET /sanctum/csrf-cookie calls per minute per client address. Default 120. */
  csrfCookiePerMinute?: number;
}

export interface ApiOptions {
  database: Database;
  logger: Logger;
  /** The brand word of the spec's host rule (DESIGN §5). */
  shopHostWord: string;
  /** Whose X-Forwarded-For tells the client's address (TRUST_PROXY); nobody's by default. */
  trustProxy?: TrustProxy;
  /** Verifies bot-protection tokens (contact, recommendation, registration). */
  captcha: CaptchaVerifier;
  accounts?: AccountOptions;
  /** Card payments (DESIGN §6): the built-in simulator unless Barion is configured. */
  payments?: PaymentOptions;
  /** How long an unpaid enrolment holds its seats for a repayment (DESIGN §6). Default 30. */
  paymentWindowMinutes?: number;
  /** How long a classroom date's seats stay held in an academy cart (ACADEMY_SEAT_HOLD_MINUTES, issue 24). Default 15. */
  academySeatHoldMinutes?: number;
  /** How long a waiting-list offer holds its seats for the person offered them (WAITING_LIST_OFFER_HOURS, issue 24). Default 24. */
  waitingListOfferHours?: number;
  /** Hours before a training date when its paid enrolments are reminded of it (ACADEMY_REMINDER_HOURS); 0 sends none. Default 48. */
  academyReminderHours?: number;
  /** Payment deadlines, reminders, guests' seat share, checkout rate limits (purchases/purchase-options). */
  purchases?: Partial<PurchaseOptions>;
  /** Each site's account for bank-transfer payments (BANK_*); the demo accounts by default. */
  bankAccounts?: Partial<Record<SiteKey, BankAccount>>;
  /** Operators told by mail of orders, enrolments, messages... per site and kind (OPERATOR_MAIL_*); nobody by default. */
  operatorMail?: OperatorRecipients;
  /** Where the media library's images are stored (MEDIA_DIR); `/img/<path>` serves them. Default `var/media`. */
  mediaDir?: string;
  /** Who issues invoices and the seller's details per site (INVOICE_*); the local PDF provider and the demo sellers by default. */
  invoicing?: InvoicingOptions;
  /**
   * The shop cart's priced answers kept per visitor (`cart.answers.ts`); none kept without. Whoever
   * passes it feeds it the database's change notices (`listenForDataChanges`).
   */
  cartAnswers?: CartAnswers;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    hostId: HostId;
    locale: Locale;
    /** The shopper's session (guests too, once they fetched the CSRF cookie); null without one. */
    session: Session | null;
    /** The logged-in user of the session; null for guests. */
    user: CurrentUser | null;
    /** What the route's read along the session answered (`SessionManager.readAlong`); undefined when not read. */
    readAlong: unknown;
    /** Read by `clientIp` (lib/rate-limit.ts). */
    trustProxy: TrustProxy;
  };
}

/** The site a request is for: an explicit `host_id` wins, else the host name rule. */
export function hostIdOf(hostParam: string | undefined, host: string | undefined, brandWord: string): HostId {
  if (hostParam === String(HostId.shop)) return HostId.shop;
  if (hostParam === String(HostId.academy)) return HostId.academy;
  return resolveHostId(host, brandWord);
}
