import type { Page } from 'playwright-core';
import { adminText as t } from './admin';

/** The back office's trainings (issue 21): the list, a training's editor with its dates, the calendar. */
export class AdminTrainingsPage {
  constructor(private readonly page: Page) {}

  /** A back-office path on the host the page is on (a journey may run its own server). */
  private url(path: string) {
    return new URL(path, this.page.url()).href;
  }

  async openList() {
    await this.page.goto(this.url('/trainings'));
    await this.page.getByRole('heading', { level: 1, name: t('academy_trainingsTitle') }).waitFor();
  }

  /** Opens a training's editor from the list by its name. */
  async openTraining(name: string) {
    await this.page.getByRole('searchbox', { name: t('academy_trainingsSearch') }).fill(name);
    await Promise.all([this.page.waitForURL(/q=/), this.page.getByRole('button', { name: t('apply') }).click()]);
    await Promise.all([
      this.page.waitForURL(/\/trainings\/\d+$/),
      this.page.getByRole('table').getByRole('link', { name, exact: true }).click(),
    ]);
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  datesRegion() {
    return this.page.getByRole('region', { name: t('academy_datesTitle') });
  }

  /** Fills the editor's "new date" form (a classroom date) and submits it. */
  async addClassroomDate(date: { startLocal: string; venue: string; capacity: number }) {
    const form = this.page.getByRole('form', { name: t('academy_addDateTitle') });
    await form.getByLabel(t('academy_startLocal')).fill(date.startLocal);
    await form.getByLabel(t('academy_venue')).fill(date.venue);
    await form.getByLabel(t('academy_capacity')).fill(String(date.capacity));
    await form.getByRole('button', { name: t('academy_addDate') }).click();
    await this.page.getByRole('status').waitFor();
  }

  async openCalendar(month: string) {
    await this.page.goto(this.url(`/training-calendar?month=${month}`));
    await this.page.getByRole('heading', { level: 1, name: t('academy_calendarTitle') }).waitFor();
  }

  calendar() {
    return this.page.getByRole('table');
  }
}
