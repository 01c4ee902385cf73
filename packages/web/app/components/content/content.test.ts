import { describe, expect, it } from 'vitest';
import { isNewsletterPage } from './NewsletterBlock';
import { pageParam, pageWindow } from './Pagination';

describe('pageWindow', () => {
  it('keeps the first, the last and two pages around the current one, with gaps', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, null, 9]);
  });
});

describe('pageParam', () => {
  it('reads page 2 and above; anything else is the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('1')).toBeUndefined();
    expect(pageParam('x')).toBeUndefined();
    expect(pageParam(null)).toBeUndefined();
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
