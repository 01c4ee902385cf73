import type { Page } from 'playwright-core';

/** Page object of the layout shell shared by both sites. */
export function layout(page: Page) {
  return {
    heading: () => page.getByRole('heading', { level: 1 }),
    mainNav: () => page.getByRole('navigation', { name: /Főmenü|Main menu/ }).first(),
    languageLink: (name: 'English' | 'Magyar') =>
      page
        .getByRole('navigation', { name: /Nyelv|Language/ })
        .first()
        .getByRole('link', { name }),
    menuToggle: () => page.getByRole('button', { name: /Menü megnyitása|Open menu|Menü bezárása|Close menu/ }),
    htmlAttribute: (name: string) => page.locator('html').getAttribute(name),
  };
}
