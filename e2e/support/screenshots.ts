import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP } from './browser';

/*
 * The screenshots a journey leaves for people to look at (DESIGN "Look and feel"): full pages at
 * each width, in E2E_SHOTS_DIR or /tmp/<journey>. Each width is also checked never to scroll
 * sideways: a narrow screen lays the page out in its own columns, not the desktop's.
 */

export const TABLET = { width: 820, height: 1180 };

/** Where one journey's screenshots go. */
export const shotsDir = (journey: string) => process.env.E2E_SHOTS_DIR ?? `/tmp/${journey}`;

/** `<dir>/<name>-<width>.png` at each viewport (tablet and desktop unless told), then back at the desktop's. */
export async function screenshots(
  page: Page,
  dir: string,
  name: string,
  viewports: readonly { width: number; height: number }[] = [TABLET, DESKTOP],
) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      await widerThanScreen(page),
    ).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${dir}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** The innermost elements reaching past the screen's right edge, named by tag, id and classes: what to fix. */
function widerThanScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        element.getBoundingClientRect().right > edge + 0.5 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > edge + 0.5),
    );
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
    return `wider than the screen: ${wide.slice(0, 5).map(name).join(', ')}`;
  });
}
