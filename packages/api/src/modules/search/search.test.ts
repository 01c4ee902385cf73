import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlogCategory,
  createBlogPost,
  createCustomPage,
  createTestApp,
  indexSearchDocuments,
  type TestApp,
} from '../../testing';
import { saveCustomPage } from '../custom-pages/custom-pages.service';
import { reindexSearch } from './search.service';
import { searchSources } from './search.sources';

const shopHu = { hostId: 1 as const, localeId: 1 as const, body: '', image: null };

describe('global search', () => {
  let t: TestApp;
  let faq: Awaited<ReturnType<typeof createCustomPage>>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await indexSearchDocuments(db, 'Product', [
      {
        ...shopHu,
        refId: 1,
        title: 'Intenzív hidratáló krém',
        image: '/img/p1.jpg',
        link: '/product/arc/hidratalo-krem',
        body: 'Száraz bőrre.',
        category: { name: 'Arcápolás', link: '/category/arcapolas' },
      },
      {
        ...shopHu,
        refId: 2,
        title: 'Hialuronsavas szérum',
        link: '/product/arc/hialuronsavas-szerum',
        category: { name: 'Szérumok', link: '/category/arcapolas/szerumok' },
      },
      {
        ...shopHu,
        refId: 3,
        title: 'Ránctalanító éjszakai krém',
        link: '/product/arc/ejszakai-krem',
        category: { name: 'Arcápolás', link: '/category/arcapolas' },
      },
      { ...shopHu, refId: 4, title: 'Tusfürdő', link: '/product/test/tusfurdo', body: 'Krémes habzású tusfürdő.' },
      { ...shopHu, refId: 5, title: 'Hidratáló testápoló', link: '/product/test/testapolo' },
      { ...shopHu, refId: 6, title: 'Kézkrém', link: '/product/test/kezkrem' },
      { ...shopHu, refId: 7, title: 'Lábápoló krém', link: '/product/test/labapolo' },
      {
        ...shopHu,
        localeId: 2,
        refId: 1,
        title: 'Intensive moisturising cream',
        link: '/product/face/moisturising-cream',
      },
      { ...shopHu, localeId: 2, refId: 2, title: 'Hyaluronic serum', link: '/product/face/hyaluronic-serum' },
    ]);
    await indexSearchDocuments(db, 'Training', [
      {
        hostId: 2,
        localeId: 1,
        refId: 1,
        title: 'Savas hámlasztás krémekkel',
        body: '',
        image: null,
        link: '/training/bor/savas-hamlasztas',
      },
    ]);
    const category = await createBlogCategory(db, { hu: 'Bőrápolás', en: 'Skin care' });
    await createBlogPost(db, {
      categoryIds: [category.id],
      hu: { title: 'Krémek télre', slug: 'kremek-telre', lead: 'Melyik hidratáló krém védi a bőrt?' },
      en: {
        title: 'Creams for winter',
        slug: 'creams-for-winter',
        lead: 'Which moisturising cream protects your skin?',
      },
    });
    await createBlogPost(db, {
      publicationDate: new Date(Date.now() + 86_400_000),
      hu: { title: 'Holnapi krém hírek', slug: 'holnapi-krem-hirek' },
    });
    faq = await createCustomPage(db, {
      hu: { title: 'Gyakori kérdések', slug: 'gyik', contentHtml: '<p>Milyen krémet válasszak?</p>' },
      en: { title: 'Frequently asked questions', slug: 'faq', contentHtml: '<p>Which cream should I choose?</p>' },
    });
  });
  afterAll(() => t.dispose());

  const search = async (path: string) => {
    const response = await t.request(`/api/v1/global-search/search/${path}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  const titles = (body: { data: { title: string }[] }) => body.data.map((result) => result.title);

  it('finds words without their accents and ranks title matches first', async () => {
    const body = await search('1/1?keyword=hidratalo');
    expect(titles(body).slice(0, 2).sort()).toEqual(['Hidratáló testápoló', 'Intenzív hidratáló krém']);
    expect(titles(body)).toContain('Krémek télre');
  });

  it('stems Hungarian words: "krémek" finds "krém", "krem" finds them all', async () => {
    const kremek = titles(await search('1/1?keyword=kr%C3%A9mek'));
    expect(kremek).toEqual(
      expect.arrayContaining(['Intenzív hidratáló krém', 'Ránctalanító éjszakai krém', 'Krémek télre']),
    );
    const krem = titles(await search('1/1?keyword=krem'));
    expect(krem).toEqual(expect.arrayContaining(['Kézkrém', 'Lábápoló krém', 'Tusfürdő', 'Gyakori kérdések']));
  });

  it('tolerates a typo in a title word: "szerom" finds "szérum"', async () => {
    expect(titles(await search('1/1?keyword=szerom'))[0]).toBe('Hialuronsavas szérum');
    expect(titles(await search('1/1?keyword=hialuronsavs'))[0]).toBe('Hialuronsavas szérum');
  });

  it('stems English on English documents', async () => {
    const body = await search('1/2?keyword=creams');
    expect(titles(body)).toEqual(expect.arrayContaining(['Intensive moisturising cream', 'Creams for winter']));
    expect(body.data.find((r: { type: string }) => r.type === 'Product').link).toBe(
      '/en/product/face/moisturising-cream',
    );
  });

  it('answers typed results with localized links, an excerpt, counters and paging', async () => {
    const body = await search('1/1?keyword=krem&per_page=2&page=1');
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(body.counters).toEqual({ blog: 1, page: 1, product: body.meta.total - 2, training: 0 });
    expect(body.data).toHaveLength(2);
    const all = await search('1/1?keyword=krem&per_page=50');
    expect(all.data.find((r: { type: string }) => r.type === 'CustomPage')).toEqual({
      type: 'CustomPage',
      id: faq.id,
      title: 'Gyakori kérdések',
      excerpt: 'Milyen krémet válasszak?',
      image: null,
      link: '/oldal/gyik',
    });
    expect(all.data.find((r: { type: string }) => r.type === 'BlogPost')).toMatchObject({ link: '/blog/kremek-telre' });
    expect(all.data.find((r: { id: number }) => r.id === 1)).toMatchObject({
      type: 'Product',
      link: '/termek/arc/hidratalo-krem',
      image: '/img/p1.jpg',
      excerpt: 'Száraz bőrre.',
    });
  });

  it('filters by kind with filter[] while the counters still count every kind', async () => {
    const body = await search('1/1?keyword=krem&filter[]=BlogPost&filter[]=CustomPage');
    expect(body.data.map((r: { type: string }) => r.type).sort()).toEqual(['BlogPost', 'CustomPage']);
    expect(body.meta.total).toBe(2);
    expect(body.counters.product).toBeGreaterThan(0);
    const single = await search('1/1?keyword=krem&filter=Product');
    expect(new Set(single.data.map((r: { type: string }) => r.type))).toEqual(new Set(['Product']));
    const bad = await t.request('/api/v1/global-search/search/1/1?keyword=krem&filter[]=Salon');
    expect(bad.status).toBe(422);
  });

  it('keeps sites apart and shows scheduled posts only from their publication date', async () => {
    const academy = await search('2/1?keyword=krem');
    expect(academy.data).toEqual([expect.objectContaining({ type: 'Training', link: '/kepzes/bor/savas-hamlasztas' })]);
    expect(academy.counters).toEqual({ blog: 0, page: 0, product: 0, training: 1 });
    expect(titles(await search('1/1?keyword=holnapi'))).toEqual([]);
  });

  it('finds nothing for a keyword under two characters or without letters', async () => {
    for (const keyword of ['', 'k', '%25%25', '--']) {
      const body = await search(`1/1?keyword=${keyword}`);
      expect(body.data).toEqual([]);
      expect(body.counters).toEqual({ blog: 0, page: 0, product: 0, training: 0 });
    }
  });

  it('refuses an unknown site or language in the path with 422', async () => {
    expect((await t.request('/api/v1/global-search/search/3/1?keyword=krem')).status).toBe(422);
    expect((await t.request('/api/v1/global-search/suggest/1/9?keyword=krem')).status).toBe(422);
  });

  it('keeps the index current when content is written', async () => {
    await saveCustomPage(t.database.db, {
      id: faq.id,
      hostId: 1,
      translations: { hu: { title: 'Vásárlási kérdések', slug: 'gyik', contentHtml: '<p>Szállítás és fizetés</p>' } },
    });
    expect(titles(await search('1/1?keyword=vasarlasi'))).toEqual(['Vásárlási kérdések']);
    expect(titles(await search('1/1?keyword=gyakori'))).toEqual([]);
    await saveCustomPage(t.database.db, { id: faq.id, hostId: 1, isActive: false, translations: {} });
    expect(titles(await search('1/1?keyword=vasarlasi'))).toEqual([]);
  });

  it('registers a source for every kind of result', () => {
    expect(Object.keys(searchSources).sort()).toEqual(['BlogPost', 'CustomPage', 'Product', 'Training']);
  });

  it('rebuilds the documents of the given sources, leaving other kinds alone', async () => {
    await t.database.db.execute(sql`delete from search_documents where type in ('BlogPost', 'CustomPage')`);
    await t.database.db.execute(
      sql`update search_documents set title = 'Régi cím' where type = 'Product' and ref_id = 6`,
    );
    expect(titles(await search('1/1?keyword=kremek&filter[]=BlogPost'))).toEqual([]);
    const indexed = await reindexSearch(t.database.db, {
      BlogPost: searchSources.BlogPost,
      CustomPage: searchSources.CustomPage,
    });
    expect(indexed).toBe(4);
    expect(titles(await search('1/1?keyword=kremek&filter[]=BlogPost'))).toEqual(['Krémek télre']);
    expect(titles(await search('1/1?keyword=regi&filter[]=Product'))).toEqual(['Régi cím']);
  });

  describe('suggestions', () => {
    const suggest = async (path: string) => {
      const response = await t.request(`/api/v1/global-search/suggest/${path}`);
      expect(response.status).toBe(200);
      return response.json();
    };

    it('gives up to 5 objects with image, title, link and type, and the categories of the best matches', async () => {
      const body = await suggest('1/1?keyword=krem');
      expect(body.objects).toHaveLength(5);
      for (const object of body.objects) {
        expect(Object.keys(object).sort()).toEqual(['id', 'image', 'link', 'title', 'type']);
      }
      expect(body.categories).toEqual(
        expect.arrayContaining([{ name: 'Arcápolás', link: '/kategoria/arcapolas', type: 'Product' }]),
      );
      expect(body.categories.length).toBeLessThanOrEqual(3);
    });

    it('takes a smaller limit for the mobile overlay, but never more than 5', async () => {
      expect((await suggest('1/1?keyword=krem&limit=2')).objects).toHaveLength(2);
      expect((await t.request('/api/v1/global-search/suggest/1/1?keyword=krem&limit=6')).status).toBe(422);
    });

    it('links in the language of the suggestion', async () => {
      const body = await suggest('1/2?keyword=serum');
      expect(body.objects[0]).toEqual({
        id: 2,
        image: null,
        title: 'Hyaluronic serum',
        link: '/en/product/face/hyaluronic-serum',
        type: 'Product',
      });
      expect((await suggest('1/1?keyword=szerom')).objects[0].link).toBe('/termek/arc/hialuronsavas-szerum');
    });
  });
});
