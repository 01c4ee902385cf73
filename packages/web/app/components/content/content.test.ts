import { MAX_PAGE } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { pageParam } from '../Pagination';
import { isNewsletterPage } from './NewsletterBlock';

describe('pageParam', () => {
  it('reads page 2 and above; anything else is the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('1')).toBeUndefined();
    expect(pageParam('x')).toBeUndefined();
    expect(pageParam(null)).toBeUndefined();
  });

  it('a page beyond any list (MAX_PAGE) is no page: a 404 response, not a query to run', () => {
    expect(pageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(() => pageParam(String(MAX_PAGE + 1))).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });
});

describe('isNewsletterPage (spec §2: no block on the home page and on training pages)', () => {
  it('hides the block on both home pages, every training page and the newsletter page', () => {
    for (const path of [
      '/',
      '/en',
      '/kepzes/arc/hidratalo-kezeles',
      '/en/training/face/x',
      '/newsletter',
      '/newsletter/confirm',
      '/en/newsletter/unsubscribe',
    ]) {
      expect(isNewsletterPage(path)).toBe(true);
    }
  });

  it('shows it elsewhere, the training calendar included', () => {
    for (const path of ['/blogs', '/en/contact', '/kepzesi-naptar', '/termek/arc/krem']) {
      expect(isNewsletterPage(path)).toBe(false);
    }
  });
});
