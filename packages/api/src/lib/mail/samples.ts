import type { Locale } from '@vag/domain';
import { type MailKind, type MailTemplates, type RenderedMail, renderMail } from './templates';

/*
 * One example of every mail, for the tests (each kind in each language) and the development
 * mailbox's previews. Typed against MailTemplates: a new kind without an example does not
 * compile. The values carry characters that HTML must escape (&, ', ", <) as real ones do.
 */

const transfer = {
  beneficiary: 'Vagheggi Kft.',
  account_number: '12345676-12345678-90543214',
  iban: 'HU31123456761234567890543214',
  bank: 'Demo Bank Zrt.',
};

export const mailSamples: { [K in MailKind]: MailTemplates[K] } = {
  order_confirmation: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000123',
    lines: [
      { name: 'Arcszérum "Ragyogás" 30 ml', count: 2, sum: 12_000 },
      { name: 'Tisztító hab & tonik szett', count: 1, sum: 8_990 },
    ],
    gifts: [{ name: 'Ajándék kézkrém <mini>', count: 1 }],
    subtotal: 20_990,
    deliveryFee: 1_490,
    deliveryMethod: 'GLS futárszolgálat',
    parcelShop: null,
    deliveryAddress: "Kovács Anna, 1011 Budapest, Fő utca 1. (kapucsengő: O'Neil)",
    billingAddress: 'Kovács & Társa Kft., 1011 Budapest, Fő utca 1.',
    paymentFee: 0,
    paymentMethod: 'Banki átutalás',
    subtractions: [{ name: 'Kupon: OSZ10', amount: 2_099 }],
    total: 20_381,
    payment: 'transfer',
    bankTransfer: {
      ...transfer,
      amount: 20_381,
      reference: 'VAG-2026-000123',
      deadline: '2026-12-04T16:00:00Z',
    },
    url: 'https://vagheggi.example/orders/VAG-2026-000123?key=k1&lang=hu',
  },
  payment_result: {
    kind: 'academy_subscription',
    firstName: 'Anna',
    number: 'AKA-2026-000045',
    status: 'failed',
    total: 89_000,
    url: 'https://akademia.example/pay?key=k2&retry=1',
  },
  payment_link: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000124',
    total: 15_980,
    url: 'https://vagheggi.example/pay?key=k3&from=mail',
  },
  payment_reminder: {
    kind: 'academy_subscription',
    firstName: 'Anna',
    number: 'AKA-2026-000046',
    total: 89_000,
    deadline: '2026-12-04T16:00:00Z',
    account: {
      beneficiary: 'Vagheggi Akadémia Kft.',
      accountNumber: transfer.account_number,
      iban: transfer.iban,
      bank: transfer.bank,
    },
    url: 'https://akademia.example/enrolments/AKA-2026-000046?key=k4&lang=hu',
  },
  purchase_expired: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000125',
    total: 15_980,
    url: 'https://vagheggi.example/orders/VAG-2026-000125?key=k5&lang=hu',
  },
  order_shipped: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000127',
    parcelNumber: '12345678901',
    orderUrl: 'https://vagheggi.example/orders/VAG-2026-000127?key=k7&lang=hu',
  },
  order_cancelled: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000128',
    reason: 'A termék <sajnos> elfogyott & nem rendelhető újra.',
    refund: 15_980,
    refundChannel: 'card',
    url: 'https://vagheggi.example/orders/VAG-2026-000128?key=k8&lang=hu',
  },
  order_refunded: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000129',
    reason: 'Visszaküldte: "nem illett a bőrtípusomhoz"',
    refund: 4_990,
    refundedTotal: 4_990,
    total: 15_980,
    refundChannel: 'transfer',
    url: 'https://vagheggi.example/orders/VAG-2026-000129?key=k9&lang=hu',
  },
  payment_method_changed: {
    kind: 'order',
    firstName: 'Anna',
    number: 'VAG-2026-000126',
    method: 'Banki átutalás',
    total: 15_980,
    transfer: { ...transfer, deadline: '2026-12-04T16:00:00Z' },
    url: 'https://vagheggi.example/orders/VAG-2026-000126?key=k6&lang=hu',
  },
  login_locked: { firstName: 'Anna', minutes: 15, url: 'https://vagheggi.example/forgot-password?from=mail&lang=hu' },
  staff_login_locked: { name: "Mary O'Neil", minutes: 15 },
  newsletter_confirm: {
    firstName: 'Anna',
    url: 'https://vagheggi.example/newsletter/confirm?token=t7&lang=hu',
    site: 'shop',
  },
  operator_notification: {
    event: 'enrolment',
    site: 'academy',
    number: 'AKA-2026-000047',
    name: "Mary O'Neil",
    email: 'mary@example.hu',
    phone: '+36 30 123 4567',
    company: 'Szépség & Társa Bt.',
    total: 89_000,
    paymentMethod: 'Banki átutalás',
    text: 'Két kolléganőm is jönne: <Éva> és "Zsófi".\nKérhetünk számlát a cégre?',
    url: 'https://admin.example/academy-subscriptions/47?tab=participants&lang=hu',
  },
  verify_email: { firstName: 'Anna', url: 'https://vagheggi.example/verify-email?id=8&token=t8', site: 'shop' },
  reset_password: {
    firstName: 'Anna',
    url: 'https://akademia.example/reset-password?token=t9&email=anna%40example.hu',
    site: 'academy',
  },
  welcome: {
    firstName: 'Anna',
    url: 'https://vagheggi.example/account?from=welcome&lang=hu',
    professionalPending: true,
  },
  professional_decision: {
    firstName: 'Anna',
    decision: 'approved',
    note: 'A <friss> működési engedélyét & a diplomáját is láttuk.',
    url: 'https://vagheggi.example/login?from=mail&lang=hu',
    site: 'shop',
  },
  participant_moved: {
    firstName: 'Anna',
    training: 'Szempilla-lifting & festés <alap>',
    number: 'AKA-2026-000045',
    from: { startsAt: '2026-12-03T08:00:00.000Z', venue: '1052 Budapest, Váci utca 12.' },
    to: { startsAt: '2026-12-10T08:00:00.000Z', venue: 'Győr, Baross út 3. "B" terem' },
  },
  participants_message: {
    firstName: "Mary O'Neil",
    training: 'Szempilla-lifting & festés <alap>',
    date: { startsAt: '2026-12-03T08:00:00.000Z', venue: '1052 Budapest, Váci utca 12. "B" terem' },
    subject: 'Teremváltozás & parkolás',
    message: 'A képzés a <nagy> teremben lesz.\nParkolni a "hátsó" udvarban & ingyen lehet.',
  },
  training_reminder: {
    firstName: 'Anna',
    number: 'AKA-2026-000048',
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    location: 'classroom',
    venue: '1052 Budapest, Váci utca 12. "B" terem',
    onlineUrl: null,
    url: 'https://akademia.example/account/my-trainings/48?from=mail&lang=hu',
  },
  participants_reminder: {
    firstName: 'Anna',
    number: 'AKA-2026-000049',
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    missing: 2,
    url: 'https://akademia.example/resztvevok/k10?from=mail&lang=hu',
  },
  waiting_list_joined: {
    name: "Mary O'Neil",
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    seats: 2,
    position: 3,
    url: 'https://akademia.example/varolista/t0k3n?from=mail&lang=hu',
  },
  waiting_list_offer: {
    name: "Mary O'Neil",
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    seats: 2,
    expiresAt: '2026-11-29T17:30:00.000Z',
    url: 'https://akademia.example/varolista/t0k3n?from=mail&lang=hu',
  },
  waiting_list_offer_expired: {
    name: "Mary O'Neil",
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    seats: 1,
    url: 'https://akademia.example/kepzes/arc/szempilla-lifting?from=mail&lang=hu',
  },
  waiting_list_date_started: {
    name: "Mary O'Neil",
    training: 'Szempilla-lifting & festés <alap>',
    startsAt: '2026-12-03T08:00:00.000Z',
    seats: 2,
    url: 'https://akademia.example/kepzes/arc/szempilla-lifting?from=mail&lang=hu',
  },
  contact_copy: {
    name: "Mary O'Neil",
    message: 'Mikor indul a <haladó> szempilla-tanfolyam?\nÁr & időpont érdekelne.',
    site: 'academy',
  },
  contact_reply: {
    name: "Mary O'Neil",
    reply:
      'A <haladó> tanfolyam március 3-án indul, ára 89 000 Ft.\n\nJelentkezni a képzés oldalán tud, "Jelentkezem" gombbal.',
    original: 'Mikor indul a <haladó> szempilla-tanfolyam?\nÁr & időpont érdekelne.',
    staffName: 'Kiss Éva & Co',
    subject: 'Re: "haladó" tanfolyam',
    site: 'academy',
  },
};

/** Every kind, in the order of the table above. */
export const mailKinds = Object.keys(mailSamples) as MailKind[];

/** A kind's example rendered in a language: the development mailbox's preview. */
export function renderSample(kind: MailKind, locale: Locale): RenderedMail {
  return renderMail(kind, locale, mailSamples[kind]);
}
