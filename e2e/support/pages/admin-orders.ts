import type { Page } from 'playwright-core';
import { adminText as t } from './admin';

/** The back office's order screens: the list's search, one order's steps, its state and history. */
export class AdminOrdersPage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  async open(query = '') {
    return this.page.goto(`${this.origin}/orders${query}`);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: t('ordersSearch') }).fill(text);
    await Promise.all([this.page.waitForURL(/q=/), this.page.getByRole('button', { name: t('apply') }).click()]);
  }

  async openOrder(number: string) {
    await Promise.all([
      this.page.waitForURL(/\/orders\/\d+$/),
      this.page.getByRole('link', { name: number, exact: true }).click(),
    ]);
  }
}

export class AdminOrderPage {
  constructor(readonly page: Page) {}

  /** The panel of the steps the order allows now. */
  steps() {
    return this.page.getByRole('region', { name: t('orderActions') });
  }

  /** A step's form, found by its button's name. */
  stepForm(label: string) {
    return this.steps()
      .locator('form')
      .filter({ has: this.page.getByRole('button', { name: label }) });
  }

  /** Takes a step (its button named `label`), with what its form needs, and waits for the page to say it is recorded. */
  async take(step: Parameters<typeof stepButton>[0], fields: Record<string, string> = {}, label = stepButton(step)) {
    const form = this.stepForm(label);
    for (const [field, value] of Object.entries(fields)) await form.getByLabel(field).fill(value);
    await form.getByRole('button', { name: label }).click();
    // The notice names the step, and shows with the order as it is after it (the loaders reran).
    const done = this.page.getByRole('status').filter({ hasText: t('orderStepDone', { step: label }) });
    const refused = this.page.getByRole('alert');
    await done.or(refused).first().waitFor();
    if (await refused.count()) throw new Error(`${step} refused: ${await refused.first().textContent()}`);
  }

  /** The order's state panel as term → value. */
  async state(): Promise<Map<string, string>> {
    const panel = this.page.getByRole('region', { name: t('orderFulfilment'), exact: true });
    await panel.waitFor();
    const pairs = await panel
      .getByRole('term')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
      );
    return new Map(pairs as [string, string][]);
  }

  /** The history's lines, oldest first. */
  async history(): Promise<string[]> {
    return this.page
      .getByRole('region', { name: t('orderTimeline') })
      .getByRole('listitem')
      .allTextContents();
  }
}

const stepButton = (
  step: 'record_transfer' | 'pack' | 'ship' | 'deliver' | 'hand_over' | 'cancel' | 'return',
): string => t(`orderEvent_${step}`);
