import type { Training } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { toTrainingPage } from './training';

const seo = {
  canonical_url: '/kepzes/a/t',
  description: 'd',
  image: '/img/seo.webp',
  slug: 't',
  title: 'T',
  type: 'website',
};
const category = (id: number, isDefault: boolean) => ({
  id,
  name: `C${id}`,
  url: `/kategoria/c${id}`,
  seo: { ...seo, title: `C${id}` },
  is_default: isDefault,
});

function training(categories: Training['categories']): Training {
  return {
    id: 1,
    title: 'T',
    duration: 6,
    durationType: { id: 2, code: 'hours' },
    prices: { onlinePrice: 30_000, classRoomPrice: null },
    sales_prices: { onlinePrice: null, classRoomPrice: null },
    has_promotion: false,
    is_highlighted: true,
    trainingLocationType: { id: 2, code: 'online' },
    full_uri: 'a/t',
    description: '<p>About</p>',
    seo,
    created_at: '2026-01-01T00:00:00Z',
    images: [{ url_path: '/img/a.webp' }, { url_path: '/img/b.webp' }],
    trainingDates: [
      {
        id: 9,
        start_at: '2026-12-01T08:00:00.000Z',
        end_at: '2026-12-01T14:00:00.000Z',
        duration: null,
        durationType: null,
        trainingLocationType: { id: 2, code: 'online' },
        venue: null,
        available_limit: 0,
      },
    ],
    ...(categories && { categories }),
  };
}

describe('toTrainingPage', () => {
  it('names the default category (else the first) without its SEO data', () => {
    expect(toTrainingPage(training([category(1, false), category(2, true)])).category).toEqual({
      id: 2,
      name: 'C2',
      url: '/kategoria/c2',
    });
    expect(toTrainingPage(training([category(1, false), category(3, false)])).category?.id).toBe(1);
    expect(toTrainingPage(training([])).category).toBeNull();
    expect(toTrainingPage(training(undefined)).category).toBeNull();
  });

  it('keeps what the page renders: every picture, the dates, the description and the meta tags', () => {
    const { training: page } = toTrainingPage(training([]));
    expect(page.images).toHaveLength(2);
    expect(page.trainingDates?.[0]).not.toHaveProperty('end_at');
    expect(page.trainingDates?.[0]?.start_at).toBe('2026-12-01T08:00:00.000Z');
    expect(page.description).toBe('<p>About</p>');
    expect(page.seo).toEqual({ title: 'T', description: 'd', image: '/img/seo.webp' });
    expect(page).not.toHaveProperty('categories');
    expect(page).not.toHaveProperty('created_at');
  });
});
