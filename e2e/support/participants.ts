import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Who sits in a seat, as the participants form asks it (the rest of the form is fixed). */
export interface Participant {
  last: string;
  first: string;
  email: string;
  place: string;
}

/**
 * The participants form of one seat of an enrolment (my trainings, academy), found by its
 * heading; `fill` saves it and waits until the form shows the seat as saved.
 */
export function seat(page: Page, number: number) {
  const form = page.getByRole('region', { name: new RegExp(`^Hely ${number}\\b`) });
  return {
    form,
    async fill(values: Participant) {
      await form.getByLabel('Vezetéknév').fill(values.last);
      await form.getByLabel('Keresztnév').fill(values.first);
      await form.getByLabel('E-mail cím').fill(values.email);
      await form.getByLabel('Mobilszám').fill('06 30 123 4567');
      await form.getByLabel('Születési hely').fill(values.place);
      await form.getByLabel('Születési dátum').fill('1990-05-17');
      await form.getByLabel('Legmagasabb iskolai végzettség').selectOption({ label: 'Kozmetikus szakképesítés' });
      await form.getByRole('button', { name: 'Résztvevő mentése' }).click();
      await expect.poll(() => form.getByRole('button', { name: 'Módosítások mentése' }).count()).toBe(1);
    },
  };
}
