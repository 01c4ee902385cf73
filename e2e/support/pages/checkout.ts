import { DeliveryMethodId, LocaleId, PaymentMethodId, resolveHostId, type SiteKey } from '@vag/domain';
import type { Page } from 'playwright-core';
import { checkoutWording } from '../../../packages/web/app/components/checkout/checkout-wording';
import { httpGet } from '../http';
import { containing, escapeRegExp, type Locale, startingWith, t } from '../texts';
import { AddressFields } from './address-fields';

/*
 * The three steps of the checkout (spec §2): 1 the buyer and the address, 2 delivery and payment
 * (the academy: payment only), 3 the summary that places the order.
 */

export interface Buyer {
  lastName: string;
  firstName: string;
  email?: string;
  phone: string;
}

/** The steps' common frame: the page's main content, its heading, its site. */
class CheckoutStep {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
    readonly site: SiteKey = 'shop',
  ) {}

  protected get main() {
    return this.page.getByRole('main');
  }

  protected text(key: Parameters<typeof t>[1]) {
    return t(this.locale, key);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The step marked as the current one in the progress list. */
  currentStep() {
    // getByRole has no option for aria-current, which is what marks the step
    return this.main.getByRole('listitem').and(this.page.locator('[aria-current="step"]'));
  }

  /** The totals beside the step. */
  side() {
    return this.main.getByRole('complementary');
  }

  async next() {
    await this.main.getByRole('button', { name: this.text('commerce.checkout.next'), exact: true }).click();
  }
}

/** Step 1: the buyer (a guest types them in) and the delivery address (the academy: invoice address). */
export class CheckoutDetailsPage extends CheckoutStep {
  async reached() {
    await this.page
      .getByRole('heading', { level: 1, name: this.text('commerce.checkout.step1'), exact: true })
      .waitFor();
  }

  private personal() {
    return this.main.getByRole('group', { name: this.text('commerce.checkout.personal'), exact: true });
  }

  lastName() {
    return this.personal().getByLabel(this.text('commerce.checkout.lastName'), { exact: true });
  }
  firstName() {
    return this.personal().getByLabel(this.text('commerce.checkout.firstName'), { exact: true });
  }
  email() {
    return this.personal().getByLabel(this.text('commerce.checkout.email'), { exact: true });
  }
  phone() {
    return this.personal().getByLabel(this.text('commerce.checkout.phone'), { exact: true });
  }

  /** The guest's own details; an e-mail already known (from the coupon box) is kept. */
  async fillBuyer(buyer: Buyer) {
    await this.lastName().fill(buyer.lastName);
    await this.firstName().fill(buyer.firstName);
    if (buyer.email !== undefined && (await this.email().inputValue()) === '') await this.email().fill(buyer.email);
    await this.phone().fill(buyer.phone);
  }

  /** The address the order goes to; without JavaScript the billing address's fields follow it. */
  address() {
    const legend = this.site === 'shop' ? 'commerce.checkout.deliveryAddress' : 'commerce.checkout.invoiceAddress';
    return new AddressFields(this.main.getByRole('group', { name: this.text(legend), exact: true }), this.locale);
  }

  /** Fills the address and, with JavaScript, waits for its settlement before the step can go on. */
  async fillAddress(address: Parameters<AddressFields['fill']>[0], options = { lookup: true }) {
    await this.address().fill(address);
    if (options.lookup) await this.address().waitForSettlement();
  }
}

/** The choices of step 2, by what they are rather than by the operator's wording of them. */
const DELIVERY = {
  home: DeliveryMethodId.glsHomeDelivery,
  pickup: DeliveryMethodId.personalPickup,
  parcelShop: DeliveryMethodId.glsParcelShop,
  locker: DeliveryMethodId.glsParcelLocker,
} as const;
const PAYMENT = {
  card: PaymentMethodId.card,
  transfer: PaymentMethodId.bankTransfer,
  cashOnDelivery: PaymentMethodId.cashOnDelivery,
  atPickup: PaymentMethodId.payAtPickup,
} as const;
export type DeliveryChoice = keyof typeof DELIVERY;
export type PaymentChoice = keyof typeof PAYMENT;

/** Step 2: the delivery method (shop), a GLS point where it needs one, the payment method. */
export class CheckoutMethodsPage extends CheckoutStep {
  async reached() {
    await this.paymentGroup().waitFor();
  }

  deliveryGroup() {
    return this.main.getByRole('group', { name: this.text('commerce.checkout.deliveryMethod'), exact: true });
  }

  paymentGroup() {
    return this.main.getByRole('group', { name: this.text('commerce.checkout.paymentMethod'), exact: true });
  }

  /** A delivery method's radio: its name is the method's, then " · " and its price. */
  async deliveryOption(choice: DeliveryChoice) {
    const name = await this.methodName('delivery-methods', DELIVERY[choice]);
    return this.deliveryGroup().getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)} · `) });
  }

  /** A payment method's radio; `description`, when given, must be part of its name too. */
  async paymentOption(choice: PaymentChoice, description?: string) {
    const name = escapeRegExp(await this.methodName('payment-methods', PAYMENT[choice]));
    const pattern = description === undefined ? `^${name} · ` : `^${name} · .*${escapeRegExp(description)}`;
    return this.paymentGroup().getByRole('radio', { name: new RegExp(pattern) });
  }

  async chooseDelivery(choice: DeliveryChoice) {
    await (await this.deliveryOption(choice)).check();
  }

  async choosePayment(choice: PaymentChoice) {
    await (await this.paymentOption(choice)).check();
  }

  /** Searches GLS points (a post of the step, so it works without JavaScript). */
  async findParcelPoints(search: string) {
    await this.main.getByLabel(this.text('commerce.parcel.search'), { exact: true }).fill(search);
    await this.main.getByRole('button', { name: this.text('commerce.parcel.find'), exact: true }).click();
  }

  async chooseFirstParcelPoint() {
    await this.main
      .getByRole('group', { name: this.text('commerce.parcel.title'), exact: true })
      .getByRole('radio')
      .first()
      .check();
  }

  async back() {
    await this.main.getByRole('link', { name: this.text('commerce.checkout.back'), exact: true }).click();
  }

  /**
   * The name the operator gave a method in the page's language, from the API the storefront
   * reads it from: method names are reference data, not messages of a catalogue.
   */
  private async methodName(list: 'delivery-methods' | 'payment-methods', id: number): Promise<string> {
    const url = new URL(this.page.url());
    const query = new URLSearchParams({
      host_id: String(resolveHostId(url.host)),
      locale_id: String(LocaleId[this.locale]),
    });
    // Through node:http: Node resolves no *.localhost name, and the site is told by the Host header.
    const response = await httpGet(Number(url.port), `/api/v1/${list}?${query}`, url.hostname);
    const { data } = JSON.parse(response.body) as { data: { id: number; name: string }[] };
    const method = data.find((entry) => entry.id === id);
    if (!method) throw new Error(`no ${list} ${id} on ${url.host}`);
    return method.name;
  }
}

/** Step 3: what will be ordered, the comment, the consents, the order button. */
export class CheckoutSummaryPage extends CheckoutStep {
  async reached() {
    await this.page
      .getByRole('heading', { level: 1, name: this.text('commerce.checkout.step3'), exact: true })
      .waitFor();
  }

  /** The buyer, the addresses and the methods as the order will take them. */
  summary() {
    return this.main.getByRole('region', { name: this.text('commerce.checkout.personal'), exact: true });
  }

  comment() {
    return this.main.getByLabel(this.text('commerce.checkout.comment'), { exact: true });
  }

  /** The link to the legal page inside a consent's label; it says it opens in a new tab. */
  termsLink() {
    return this.main.getByRole('link', { name: startingWith(this.text('commerce.checkout.termsLink')) });
  }

  privacyLink() {
    return this.main.getByRole('link', { name: startingWith(this.text('commerce.checkout.secondTermsLink')) });
  }

  /** The link back to step 2, worded by site ("Fizetési mód módosítása" on the academy). */
  editMethodsLink() {
    return this.main.getByRole('link', { name: this.text(checkoutWording(this.site).editMethods), exact: true });
  }

  async acceptTerms() {
    await this.main.getByLabel(containing(this.text('commerce.checkout.termsLink'))).check();
    await this.main.getByLabel(containing(this.text('commerce.checkout.secondTermsLink'))).check();
  }

  async placeOrder() {
    const name = this.text(checkoutWording(this.site).place);
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** The notice of an order refused because its total changed meanwhile. */
  totalChangedNotice() {
    return this.page.getByRole('alert').filter({ hasText: this.text('commerce.checkout.totalChanged') });
  }
}

/** Step 2's heading as the site words it ("Szállítás és fizetés", on the academy "Fizetés"). */
export function methodsStepTitle(locale: Locale, site: SiteKey): string {
  return t(locale, checkoutWording(site).step2);
}
