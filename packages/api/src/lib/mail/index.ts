export { listMailbox, type MailboxEntry, readMailboxMessage } from './dev-mailbox';
export {
  enqueueMail,
  type MailAbout,
  type MailOfHistory,
  type MailRow,
  mailInsert,
  mailPlaceholdersAlongside,
  mailRow,
  mailsAbout,
  mailsAlongside,
  mailValuesAlongside,
  type QueuedMail,
} from './outbox';
export { mailKinds, renderSample } from './samples';
export type { MailKind, MailTemplates } from './templates';
export { createMailTransport, type MailTransport, type MailTransportOptions, type OutgoingMail } from './transport';
export { claimDueMail, deliverDueMail, type MailWorker, startMailWorker } from './worker';
