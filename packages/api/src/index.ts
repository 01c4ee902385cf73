export { type AdminApiApp, createAdminApp, isAdminApiPath } from './admin-app';
export { type ApiApp, createApp, isApiPath } from './app';
export {
  DATA_CHANGES_CHANNEL,
  type DataChangeFeed,
  type DataChangeHandler,
  listenForDataChanges,
} from './db/changes';
export { type Database, type DatabaseOptions, type Db, openDatabase } from './db/client';
export { writeDemoUploads } from './db/demo/proof';
export { generateProducts, MAX_GENERATED_PRODUCTS } from './db/generate-catalogue';
export { migrate, migrationState } from './db/migrate';
export { isEmpty, seedDemoData } from './db/seed';
export type { AdminOptions } from './lib/admin-router';
export { settleAfterResponse } from './lib/after-response';
export {
  apiBodyLimit,
  FORM_BODY_LIMIT,
  MEDIA_UPLOAD_BODY_LIMIT,
  payloadTooLargeBody,
  UPLOAD_BODY_LIMIT,
} from './lib/body';
export { type CaptchaVerifier, recaptchaVerifier, TEST_CAPTCHA_PASS, testCaptcha } from './lib/captcha';
export { clientAddress, parseTrustProxy, TRUST_NOBODY, type TrustProxy, TrustProxyError } from './lib/client-address';
export type { ApiOptions } from './lib/context';
export { runHousekeeping } from './lib/housekeeping';
export {
  createMailTransport,
  listMailbox,
  type MailboxEntry,
  type MailWorker,
  mailKinds,
  readMailboxMessage,
  renderSample,
  startMailWorker,
} from './lib/mail';
export type { OperatorRecipients } from './lib/operator-mail';
export { type InProcessEnv, inProcessEnv } from './lib/session';
export { CartAnswers, type CartAnswersOptions } from './modules/cart/cart.answers';
export { ParcelPointFeedError, type RejectedPoint } from './modules/gls-parcel-shops/gls-parcel-shops.feed';
export {
  ImplausibleFeedError,
  importParcelPoints,
  type ParcelPointImportReport,
} from './modules/gls-parcel-shops/gls-parcel-shops.import';
export { refreshParcelPoints } from './modules/gls-parcel-shops/gls-parcel-shops.refresh';
export { createLocalInvoiceProvider } from './modules/invoices/invoices.local';
export { DEMO_SELLERS, invoicingOf } from './modules/invoices/invoices.settings';
export { createSzamlazzProvider } from './modules/invoices/invoices.szamlazz';
export type { InvoiceProvider, InvoiceSeller } from './modules/invoices/invoices.types';
export { type InvoicingOptions, startInvoiceWorker } from './modules/invoices/invoices.worker';
export type { PaymentOptions } from './modules/payments/payments.types';
export { type BankAccount, DEMO_BANK_ACCOUNTS } from './modules/purchases/bank-transfer';
export { importPostcodes, type PostcodeImportReport } from './modules/reference/reference.import';
export { PostcodeFileError, postcodeFileFormat } from './modules/reference/reference.postcodes';
export { createFirstOwner, OwnerExistsError } from './modules/staff/staff.service';
