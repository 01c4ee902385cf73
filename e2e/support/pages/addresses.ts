import { AccountPage } from './account';
import { AddressFields } from './address-fields';

/** The address book: the cards of the saved addresses and the form of a new or edited one. */
export class AddressesPage extends AccountPage {
  /** The card of a saved address, by (part of) its text ("1011 Budapest, Fő utca 1"). */
  card(text: string) {
    return this.main.getByRole('article').filter({ hasText: text });
  }

  emptyNotice() {
    return this.page.getByText(this.text('account.address.empty'));
  }

  async addAddress() {
    await this.main.getByRole('link', { name: this.text('account.address.add'), exact: true }).click();
  }

  async edit(text: string) {
    await this.card(text)
      .getByRole('link', { name: this.text('account.address.edit'), exact: true })
      .click();
  }

  /** Deleting asks first: the card's Delete link opens the question, the button answers it. */
  async delete(text: string) {
    await this.card(text)
      .getByRole('link', { name: this.text('account.address.delete'), exact: true })
      .click();
    await this.main.getByRole('button', { name: this.text('account.address.confirmDeleteYes'), exact: true }).click();
  }

  /** The fields of the new or edited address. */
  form() {
    return new AddressFields(this.main, this.locale);
  }

  async save() {
    await this.button('account.address.submit').click();
  }
}
