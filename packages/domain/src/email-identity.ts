/** Mail domains that ignore dots in the local part (Gmail: `a.b@` and `ab@` are one mailbox). */
const DOT_BLIND_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for rules that allow something once per person (a
 * once-per-e-mail coupon): lower-case, the `+tag` of the local part dropped, and for Gmail its
 * dots too (googlemail.com is the same service). Only for comparing: what the shopper typed is
 * what is stored and written to.
 */
export function mailboxIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOT_BLIND_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
