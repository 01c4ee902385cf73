import { formatHuf, type Locale } from '@vag/domain';
import type { SimulatorPaymentRow } from './payments.queries';
import { SIMULATOR_DECISION_PATH, type SimulatorItem, simulatorFormToken } from './payments.simulator';

/*
 * The simulator's gateway page: a small server-rendered page that plays Barion's Smart Gateway
 * (DESIGN §6). Plain HTML forms, no script; its one style block carries the response's CSP nonce.
 */

const TEXTS = {
  hu: {
    title: 'Fizetés – szimulátor',
    notice: 'Tesztfizetés: ez a bolt beépített fizetési szimulátora, valódi kártyaterhelés nem történik.',
    payee: 'Kedvezményezett',
    reference: 'Megrendelés',
    items: 'Tételek',
    item: 'Tétel',
    quantity: 'Mennyiség',
    unitPrice: 'Egységár',
    total: 'Összesen',
    amount: 'Fizetendő',
    unit: 'db',
    choose: 'Válassza ki, hogyan végződjön a tesztfizetés:',
    pay: 'Fizetés',
    fail: 'Sikertelen fizetés',
    cancel: 'Megszakítás',
    back: 'Vissza a boltba',
    notFound: 'Ez a fizetés nem található, vagy a szimulátor nincs bekapcsolva.',
    invalid: 'Ez a kérés nem ebből a fizetési oldalról érkezett. Nyissa meg újra a fizetést a boltból.',
    status: {
      Succeeded: 'A fizetés sikeres volt.',
      Failed: 'A fizetés sikertelen volt.',
      Canceled: 'A fizetést megszakította.',
      Expired: 'A fizetés időkorlátja lejárt.',
      Refunded: 'A fizetés összegét visszatérítettük.',
    } as Record<string, string>,
  },
  en: {
    title: 'Payment – simulator',
    notice: 'Test payment: this is the shop’s built-in payment simulator; no card is charged.',
    payee: 'Payee',
    reference: 'Order',
    items: 'Items',
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    amount: 'Amount to pay',
    unit: 'pcs',
    choose: 'Choose how the test payment ends:',
    pay: 'Pay',
    fail: 'Fail the payment',
    cancel: 'Cancel',
    back: 'Back to the shop',
    notFound: 'This payment does not exist, or the simulator is switched off.',
    invalid: 'This request did not come from this payment page. Open the payment again from the shop.',
    status: {
      Succeeded: 'The payment succeeded.',
      Failed: 'The payment failed.',
      Canceled: 'You cancelled the payment.',
      Expired: 'The payment window has expired.',
      Refunded: 'The payment was refunded.',
    } as Record<string, string>,
  },
} as const;

const PAYEE = 'Vagheggi';

const STYLE = `
:root{color-scheme:light;--ink:#1f1b18;--muted:#5e5650;--line:#e4ddd6;--bg:#f6f3ef;--accent:#7a4b3a}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:0 auto;padding:32px 16px}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:24px}
h1{font-size:1.375rem;margin:0 0 16px}
.notice{background:#fff7e6;border:1px solid #f0d9a8;border-radius:8px;padding:8px 12px;margin:0 0 24px;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 24px}
dt{color:var(--muted)}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;margin:0 0 16px;font-size:.9375rem}
caption{text-align:left;color:var(--muted);padding-bottom:8px}
th,td{padding:8px 4px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{font-weight:600;color:var(--muted);font-size:.8125rem}
.num{text-align:right;white-space:nowrap}
.amount{display:flex;justify-content:space-between;align-items:baseline;margin:0 0 24px;font-size:1.125rem}
.amount strong{font-size:1.5rem}
p.choose{margin:0 0 8px;color:var(--muted)}
.actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.actions .primary{grid-column:1/-1}
button,.button{font:inherit;font-weight:600;border-radius:8px;padding:12px 20px;border:1px solid var(--ink);cursor:pointer;text-decoration:none;display:inline-block}
button{background:#fff;color:var(--ink)}
button:hover{background:#f1ece7}button:active{transform:translateY(1px)}
button.primary,.button{background:var(--ink);color:#fff}
button.primary:hover,.button:hover{background:#3a332e}
button:focus-visible,.button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.result{font-size:1.125rem;margin:0 0 24px}
@media (max-width:480px){main{padding:16px 12px}.card{padding:16px}dl{grid-template-columns:1fr;gap:0}dd{margin-bottom:8px}.unit-price{display:none}.actions{grid-template-columns:1fr}}
`;

export function simulatorLocale(row: Pick<SimulatorPaymentRow, 'locale'> | undefined): Locale {
  return row?.locale.startsWith('en') ? 'en' : 'hu';
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}

function page(locale: Locale, nonce: string, body: string): string {
  const t = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t.title} – ${PAYEE}`)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<h1>${escapeHtml(`${PAYEE} – ${t.title}`)}</h1>
<p class="notice" role="note">${escapeHtml(t.notice)}</p>
${body}
</div>
</main>
</body>
</html>`;
}

/** The redirect target of a settled payment: the shop's return page with Barion's `paymentId`. */
export function returnUrl(row: SimulatorPaymentRow): string {
  const url = new URL(row.redirectUrl);
  url.searchParams.set('paymentId', row.id);
  return url.toString();
}

function itemsOf(row: SimulatorPaymentRow): SimulatorItem[] {
  return Array.isArray(row.items) ? (row.items as SimulatorItem[]) : [];
}

/** The gateway page of one payment: the order and three buttons while open, its result after. */
export function renderSimulatorPage(row: SimulatorPaymentRow, nonce: string): string {
  const locale = simulatorLocale(row);
  const t = TEXTS[locale];
  const rows = itemsOf(row)
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="num">${item.quantity} ${t.unit}</td>` +
        `<td class="num unit-price">${formatHuf(item.unitPrice)}</td><td class="num">${formatHuf(item.total)}</td></tr>`,
    )
    .join('');
  const summary = `<dl><dt>${t.payee}</dt><dd>${PAYEE}</dd>${
    row.description ? `<dt>${t.reference}</dt><dd>${escapeHtml(row.description)}</dd>` : ''
  }</dl>${
    rows
      ? `<table><caption>${t.items}</caption><thead><tr><th scope="col">${t.item}</th>` +
        `<th scope="col" class="num">${t.quantity}</th><th scope="col" class="num unit-price">${t.unitPrice}</th>` +
        `<th scope="col" class="num">${t.total}</th></tr></thead><tbody>${rows}</tbody></table>`
      : ''
  }<p class="amount"><span>${t.amount}</span><strong>${formatHuf(row.amount)}</strong></p>`;

  if (row.status !== 'Prepared') {
    const result = t.status[row.status] ?? row.status;
    return page(
      locale,
      nonce,
      `${summary}<p class="result" role="status">${escapeHtml(result)}</p>` +
        `<a class="button" href="${escapeHtml(returnUrl(row))}">${t.back}</a>`,
    );
  }
  const form = `<form method="post" action="${SIMULATOR_DECISION_PATH}">
<input type="hidden" name="payment_id" value="${escapeHtml(row.id)}">
<input type="hidden" name="token" value="${escapeHtml(simulatorFormToken(row))}">
<p class="choose" id="choose">${t.choose}</p>
<div class="actions" role="group" aria-labelledby="choose">
<button class="primary" type="submit" name="decision" value="pay">${t.pay}</button>
<button type="submit" name="decision" value="fail">${t.fail}</button>
<button type="submit" name="decision" value="cancel">${t.cancel}</button>
</div>
</form>`;
  return page(locale, nonce, summary + form);
}

/** A page for an unknown payment or a forged post, in the payment's language when known. */
export function renderSimulatorProblem(locale: Locale, nonce: string, problem: 'notFound' | 'invalid'): string {
  return page(locale, nonce, `<p class="result" role="alert">${escapeHtml(TEXTS[locale][problem])}</p>`);
}

/** Only our nonce'd style; forms may post here and land on the shop's return page. */
export function simulatorCsp(nonce: string, redirectUrl?: string): string {
  const origin = redirectUrl ? ` ${new URL(redirectUrl).origin}` : '';
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'${origin}; frame-ancestors 'none'; base-uri 'none'`;
}
