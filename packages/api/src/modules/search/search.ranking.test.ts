import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, indexSearchDocuments, type TestApp } from '../../testing';

/*
 * Issue 18: a shopper who types a product's name looks for the product. A blog post that names
 * it (even in its title, and often in its text) comes after it, never before.
 */

const shopHu = { hostId: 1 as const, localeId: 1 as const, image: null };

describe('search ranking of a named product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await indexSearchDocuments(db, 'Product', [
      {
        ...shopHu,
        refId: 1,
        title: 'C-vitaminos szérum',
        link: '/product/arc/c-vitaminos-szerum',
        body:
          'Stabilizált C-vitamin, ferulasav és E-vitamin egy könnyű, gyorsan beszívódó formulában, amely ' +
          'egyenletesebb bőrtónust, ragyogóbb arcbőrt és védelmet ad a környezeti ártalmak ellen. Reggel, ' +
          'a tisztítás után vigyen fel három-négy cseppet az arcra és a nyakra, majd fényvédőt: a reggeli rutin része.',
      },
      { ...shopHu, refId: 2, title: 'Hidratáló arckrém', link: '/product/arc/arckrem', body: 'Minden bőrtípusra.' },
    ]);
    await indexSearchDocuments(db, 'BlogPost', [
      {
        ...shopHu,
        refId: 1,
        title: 'C-vitaminos szérum: ragyogás négy hét alatt',
        link: '/blog/c-vitaminos-szerum',
        body: 'A C-vitaminos szérum reggel a legjobb. Egy jó C-vitaminos szérum ragyogóvá teszi a bőrt.',
      },
      {
        ...shopHu,
        refId: 2,
        title: 'Reggeli rutin',
        link: '/blog/reggeli-rutin',
        body: 'Tisztítás, C-vitaminos szérum, hidratáló arckrém és fényvédő: szérum szérum szérum.',
      },
    ]);
  });
  afterAll(() => t.dispose());

  const search = async (keyword: string) => {
    const response = await t.request(`/api/v1/global-search/search/1/1?keyword=${encodeURIComponent(keyword)}`);
    expect(response.status).toBe(200);
    const body: { data: { type: string; title: string }[] } = await response.json();
    return body.data.map((result) => `${result.type}: ${result.title}`);
  };

  it('puts the product named by the keyword above the blog posts that mention it', async () => {
    expect(await search('c-vitaminos szérum')).toEqual([
      'Product: C-vitaminos szérum',
      'BlogPost: C-vitaminos szérum: ragyogás négy hét alatt',
      'BlogPost: Reggeli rutin',
    ]);
    expect((await search('szerum'))[0]).toBe('Product: C-vitaminos szérum');
  });

  it('still puts a post whose title matches above a product that only mentions the word', async () => {
    expect(await search('reggeli rutin')).toEqual(['BlogPost: Reggeli rutin', 'Product: C-vitaminos szérum']);
  });

  it('suggests the product first too', async () => {
    const response = await t.request('/api/v1/global-search/suggest/1/1?keyword=c-vitaminos%20szerum');
    const body: { objects: { type: string }[] } = await response.json();
    expect(body.objects[0]?.type).toBe('Product');
  });
});
