import { toBudapestFieldValue } from '@vag/domain';
import type { Page } from 'playwright-core';
import { adminText as t } from './admin';

/** A moment as the editor's `datetime-local` field (step 1 s) takes it: Budapest's wall clock, to the second. */
export const budapestWallClockWithSeconds = (at: Date) => toBudapestFieldValue(at);

/** The back office's blog screens (issue 21): the list and a post's editor, by their labels. */
export class AdminBlogPage {
  constructor(private readonly page: Page) {}

  async openNewPost() {
    await Promise.all([
      this.page.waitForURL(/\/blog\/new/),
      this.page.getByRole('link', { name: t('content_blogNew') }).click(),
    ]);
    await this.page.getByRole('heading', { level: 1, name: t('content_postNewTitle') }).waitFor();
  }

  private texts(lang: 'hu' | 'en') {
    return this.page.getByRole('group', { name: t(lang === 'hu' ? 'content_texts_hu' : 'content_texts_en') });
  }

  /** Fills a new post of the shop: Hungarian texts and the publication time. */
  async fillPost(post: { title: string; slug: string; lead: string; publishAt: Date; site: 'shop' | 'academy' }) {
    await this.page.getByLabel(t('content_site'), { exact: true }).selectOption(post.site);
    await this.page
      .getByLabel(t('content_publication'), { exact: true })
      .fill(budapestWallClockWithSeconds(post.publishAt));
    const hu = this.texts('hu');
    await hu.getByLabel(t('content_title'), { exact: true }).fill(post.title);
    await hu.getByLabel(t('content_slug'), { exact: true }).fill(post.slug);
    await hu.getByLabel(t('content_lead'), { exact: true }).fill(post.lead);
  }

  async save() {
    await Promise.all([
      this.page.waitForURL(/\/blog\/\d+/),
      this.page.getByRole('button', { name: t('content_create') }).click(),
    ]);
    await this.page.getByRole('status').waitFor();
  }

  /** The state line under the post's heading (published, scheduled with its time, inactive). */
  stateText() {
    return this.page.locator('.page-head .badge').first().textContent();
  }

  rowOf(title: string) {
    return this.page.getByRole('row').filter({ hasText: title });
  }
}
