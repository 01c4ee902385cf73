import { expect } from 'vitest';
import { escapeRegExp, startingWith } from '../texts';
import { AccountPage } from './account';

/** My trainings (academy): one card per training date booked, with its participants' count. */
export class MyTrainingsPage extends AccountPage {
  /** The trainings' cards; the account menu beside them is a list too, without headings. */
  trainings() {
    return this.main.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 2 }) });
  }

  training(title: string) {
    return this.trainings().filter({ has: this.page.getByRole('heading', { level: 2, name: title }) });
  }

  /**
   * The card's way to the participants form: "name them" while seats are empty, "change them"
   * after; of the named training's card, or of the only card.
   */
  nameParticipantsLink(title?: string) {
    return this.card(title).getByRole('link', { name: startingWith(this.text('account.enrolments.nameParticipants')) });
  }

  editParticipantsLink(title?: string) {
    return this.card(title).getByRole('link', { name: startingWith(this.text('account.enrolments.editParticipants')) });
  }

  /** The card's iCalendar download (a plain link with the training's title for screen readers). */
  calendarLink(title?: string) {
    return this.card(title).getByRole('link', { name: startingWith(this.text('account.enrolments.calendar')) });
  }

  /** The card's heading: the training's title. */
  async title(index = 0) {
    return (await this.trainings().nth(index).getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  }

  private card(title?: string) {
    return title === undefined ? this.trainings() : this.training(title);
  }
}

/** Who sits in a seat, as the participants form asks it. */
export interface Participant {
  last: string;
  first: string;
  email: string;
  place: string;
  phone?: string;
  birthDate?: string;
  /** An education level as the list names it (reference data of the API). */
  education?: string;
}

/** The participants of an enrolment: one form per seat, each a region named "Hely N". */
export class ParticipantsPage extends AccountPage {
  seat(number: number) {
    const form = this.main.getByRole('region', {
      name: new RegExp(`^${escapeRegExp(this.text('account.participants.seat'))} ${number}\\b`),
    });
    const field = (key: Parameters<AccountPage['field']>[0]) => form.getByLabel(this.text(key), { exact: true });
    const saveButton = form.getByRole('button', { name: this.text('account.participants.save'), exact: true });
    const updateButton = form.getByRole('button', { name: this.text('account.participants.update'), exact: true });
    return {
      form,
      lastName: () => field('account.field.lastName'),
      birthPlace: () => field('account.participants.birthPlace'),
      saveButton,
      updateButton,
      /** Saves the seat's participant and waits until the form shows the seat as saved. */
      fill: async (person: Participant) => {
        await field('account.field.lastName').fill(person.last);
        await field('account.field.firstName').fill(person.first);
        await field('account.field.email').fill(person.email);
        await field('account.field.phone').fill(person.phone ?? '06 30 123 4567');
        await field('account.participants.birthPlace').fill(person.place);
        await field('account.participants.birthDate').fill(person.birthDate ?? '1990-05-17');
        await field('account.participants.education').selectOption({
          label: person.education ?? 'Kozmetikus szakképesítés',
        });
        await saveButton.click();
        await expect.poll(() => updateButton.count()).toBe(1);
      },
    };
  }
}
