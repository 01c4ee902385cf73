import type { BlogPost, Product, Training, TrainingDate } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { toPostCard } from '../content/PostCard';
import { toBlogPostCard } from './BlogPostCard';
import { defaultPicture, fromProductCardRow, toProductCard, toProductCardRow } from './ProductCard';
import { toTrainingCard, trainingFromPrice } from './TrainingCard';

const seo = { canonical_url: '/x', description: 'd', image: null, slug: 'x', title: 'X', type: 'product' };

function product(pictures: Product['pictures']): Product {
  return {
    id: 7,
    name: 'Krém',
    price: 9000,
    price_original: 10_000,
    has_promotion: true,
    lowest_price_30_days: 8500,
    is_highlighted: false,
    is_only_for_professionals: true,
    net_content: 50,
    net_content_unit: 'ml',
    unit_price: { amount: 18_000, quantity: 100, unit: 'ml' },
    in_stock: true,
    stock_quantity: null,
    full_uri: 'arc/krem',
    description: '<p>long HTML</p>',
    seo,
    created_at: '2026-01-01T00:00:00Z',
    ...(pictures && { pictures }),
    subCategories: [],
  };
}

const date: TrainingDate = {
  id: 3,
  start_at: '2026-12-01T08:00:00.000Z',
  end_at: '2026-12-01T14:00:00.000Z',
  duration: null,
  durationType: null,
  trainingLocationType: { id: 1, code: 'classroom' },
  venue: 'Budapest',
  available_limit: 4,
};

function training(overrides: Partial<Training> = {}): Training {
  return {
    id: 1,
    title: 'T',
    duration: 6,
    durationType: { id: 2, code: 'hours' },
    prices: { onlinePrice: 30_000, classRoomPrice: 20_000 },
    sales_prices: { onlinePrice: null, classRoomPrice: 18_000 },
    has_promotion: true,
    is_highlighted: true,
    trainingLocationType: { id: 3, code: 'both' },
    full_uri: 'arc/t',
    description: '<p>long HTML</p>',
    seo,
    created_at: '2026-01-01T00:00:00Z',
    images: [{ url_path: '/img/a.webp' }, { url_path: '/img/b.webp' }],
    trainingDates: [date],
    categories: [],
    ...overrides,
  };
}

describe('toProductCard', () => {
  it('keeps what the card shows: name, prices, badges, path and the default picture only', () => {
    const full = product([
      { url: '/img/first.webp', is_default: false },
      { url: '/img/default.webp', is_default: true },
      { url: '/img/third.webp', is_default: false },
    ]);
    const card = toProductCard(full);
    expect(card).toEqual({
      id: 7,
      name: 'Krém',
      price: 9000,
      full_uri: 'arc/krem',
      has_promotion: true,
      price_original: 10_000,
      lowest_price_30_days: 8500,
      is_only_for_professionals: true,
      unit_price: { amount: 18_000, quantity: 100, unit: 'ml' },
      pictures: [{ url: '/img/default.webp' }],
    });
    expect(defaultPicture(card)).toBe(defaultPicture(full));
  });

  it('leaves out what the card would not show: no promotion, no unit price, in stock, for everyone', () => {
    const plain = {
      ...product([]),
      has_promotion: false,
      price_original: 9000,
      unit_price: null,
      is_only_for_professionals: false,
    };
    expect(toProductCard(plain)).toEqual({ id: 7, name: 'Krém', price: 9000, full_uri: 'arc/krem', pictures: [] });
    expect(toProductCard({ ...plain, in_stock: false })).toMatchObject({ in_stock: false });
  });

  it('falls back to the first picture, and keeps a product without pictures without them', () => {
    const first = { url: '/img/first.webp', is_default: false };
    expect(toProductCard(product([first, { url: '/img/b.webp', is_default: false }])).pictures).toEqual([
      { url: first.url },
    ]);
    expect(toProductCard(product([])).pictures).toEqual([]);
    expect(toProductCard(product(undefined))).not.toHaveProperty('pictures');
  });
});

describe('toProductCardRow', () => {
  it('carries the fields in a fixed order, and what only some cards show as an object', () => {
    expect(toProductCardRow(product([{ url: '/img/default.webp', is_default: true }]))).toEqual([
      7,
      'Krém',
      9000,
      'arc/krem',
      '/img/default.webp',
      {
        has_promotion: true,
        price_original: 10_000,
        lowest_price_30_days: 8500,
        is_only_for_professionals: true,
        unit_price: { amount: 18_000, quantity: 100, unit: 'ml' },
      },
    ]);
    const plain = { ...product([]), has_promotion: false, unit_price: null, is_only_for_professionals: false };
    expect(toProductCardRow(plain)).toEqual([7, 'Krém', 9000, 'arc/krem', null]);
  });

  it('reads back as the card the product makes', () => {
    const withPicture = product([
      { url: '/img/first.webp', is_default: false },
      { url: '/img/default.webp', is_default: true },
    ]);
    const plain = { ...product([]), has_promotion: false, unit_price: null, in_stock: false };
    for (const full of [withPicture, plain]) {
      expect(fromProductCardRow(toProductCardRow(full))).toEqual(toProductCard(full));
    }
  });
});

describe('toTrainingCard', () => {
  it('keeps the first picture, the prices and the dates the popup selector needs, without their end', () => {
    const full = training();
    const card = toTrainingCard(full);
    expect(card.images).toEqual([{ url_path: '/img/a.webp' }]);
    const { end_at: _end, ...withoutEnd } = date;
    expect(card.trainingDates).toEqual([withoutEnd]);
    expect(trainingFromPrice(card)).toEqual(trainingFromPrice(full));
    expect(Object.keys(card).sort()).toEqual(
      [
        'duration',
        'durationType',
        'full_uri',
        'has_promotion',
        'id',
        'images',
        'prices',
        'sales_prices',
        'title',
        'trainingDates',
        'trainingLocationType',
      ].sort(),
    );
  });

  it('leaves out relations the API did not load', () => {
    const card = toTrainingCard(training({ images: undefined, trainingDates: undefined }));
    expect(card).not.toHaveProperty('images');
    expect(card).not.toHaveProperty('trainingDates');
  });
});

describe('blog post cards', () => {
  const post: BlogPost = {
    id: 5,
    publication_date: '2026-03-01T10:00:00Z',
    title: 'Post',
    lead: 'Lead',
    content_html: '<p>long HTML</p>',
    image: '/img/post.webp',
    is_highlighted: true,
    url: '/blog/post',
    seo,
    categories: [
      { id: 1, name: 'Tips', seo_slug: 'tips' },
      { id: 2, name: 'News', seo_slug: 'news' },
    ],
    tags: [{ id: 3, name: 'skin', seo_slug: 'skin' }],
    alternates: [{ locale: 'en', url: '/en/blog/post' }],
    updated_at: '2026-03-02T10:00:00Z',
  };

  it('the home teaser keeps picture, date, title, lead and link', () => {
    expect(toBlogPostCard(post)).toEqual({
      id: 5,
      publication_date: '2026-03-01T10:00:00Z',
      title: 'Post',
      lead: 'Lead',
      image: '/img/post.webp',
      url: '/blog/post',
    });
  });

  it('the blog list card also keeps the first category, the one it names', () => {
    expect(toPostCard(post)).toEqual({ ...toBlogPostCard(post), categories: [{ id: 1, name: 'Tips' }] });
    expect(toPostCard({ ...post, categories: [] }).categories).toEqual([]);
  });
});
