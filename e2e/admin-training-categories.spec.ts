import type { TrainingCategory } from '@vag/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STAFF } from '../packages/api/src/db/demo/staff';
import { DESKTOP, launchBrowser, newPage, open, seriousViolations, siteUrl } from './support/browser';
import { httpGet } from './support/http';
import { AdminLoginPage, adminText as t } from './support/pages/admin';
import { AdminCategoriesPage } from './support/pages/admin-categories';
import { screenshots, shotsDir } from './support/screenshots';

/*
 * The academy's training category tree in the back office (issue 21): the academy's manager
 * renames a top category; the academy's category page shows the new name at the new path at
 * once, and the old paths of the category and of its child answer 301 to the new ones.
 */

const SHOTS = shotsDir('admin-training-categories');
/** A demo branch no other journey walks: renaming it moves nobody else's page. */
const RENAMED_BRANCH = 'Sminktetoválás';
const manager = (() => {
  const member = DEMO_STAFF.find((candidate) => candidate.role === 'academy_manager');
  if (!member) throw new Error('no demo academy manager');
  return member;
})();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(page: Page) {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.submitPassword(manager.email, manager.password);
  await page.waitForURL(/\/dashboard/);
}

const ACADEMY_HOST = 'localhost';

/** The academy's training categories as the storefront reads them (Hungarian). */
async function academyTree(): Promise<TrainingCategory[]> {
  const response = await httpGet(inject('port'), '/api/v1/training-categories?locale_id=1', ACADEMY_HOST);
  return (JSON.parse(response.body) as { data: TrainingCategory[] }).data;
}

describe('back-office training category tree', () => {
  it('the academy’s manager renames a category; the academy shows it at the new path at once and the old paths move for good', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const branch = (await academyTree()).find((candidate) => candidate.name === RENAMED_BRANCH);
    const child = branch?.childrens[0];
    if (!branch || !child) throw new Error(`the demo academy has no ${RENAMED_BRANCH} category with a child`);

    await signIn(page);
    const nav = page.getByRole('navigation', { name: t('navLabel') });
    await Promise.all([
      page.waitForURL(/\/training-categories/),
      nav.getByRole('link', { name: t('academy_navTrainingCategories'), exact: true }).click(),
    ]);
    const tree = new AdminCategoriesPage(page, {
      path: '/training-categories',
      title: t('academy_trainingCategoriesTitle'),
    });
    await tree.heading().waitFor();
    expect(await tree.names()).toEqual(expect.arrayContaining([branch.name, child.name]));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-categories');

    const renamed = `${branch.name} mesterfokon`;
    const slug = `${branch.seo.slug}-mesterfokon-${Date.now() % 100_000}`;
    await tree.edit(branch.name);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, SHOTS, 'training-category-edit');
    await tree.field('hu', t('category_name')).fill(renamed);
    await tree.field('hu', t('category_slug')).fill(slug);
    await tree.save();
    expect(await tree.names()).toContain(renamed);

    // The academy: the category's page under its new path, with its new name.
    const newPath = `/kategoria/${slug}`;
    const academy = await context.newPage();
    await open(academy, siteUrl('academy', newPath));
    await academy.getByRole('heading', { level: 1, name: renamed }).waitFor();

    // The old addresses of the category and of its child answer 301 to the new ones.
    const old = await httpGet(inject('port'), encodeURI(branch.url), ACADEMY_HOST);
    expect(old.status).toBe(301);
    expect(new URL(String(old.headers.location ?? ''), siteUrl('academy', '/')).pathname).toBe(newPath);
    const oldChild = await httpGet(inject('port'), encodeURI(child.url), ACADEMY_HOST);
    expect(oldChild.status).toBe(301);
    expect(new URL(String(oldChild.headers.location ?? ''), siteUrl('academy', '/')).pathname).toBe(
      `${newPath}/${child.seo.slug}`,
    );
    await context.close();
  });
});
