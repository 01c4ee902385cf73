import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createTestApp, indexSearchDocuments, type TestApp } from '../../testing';
import { type MatchQuery, selectSuggestionPool } from './search.queries';

/*
 * Suggestions over many matching documents (issue 8): they are drawn from the best documents of
 * the keyword's title words, read from an index, not from ranking every match.
 */

const shopHu = { hostId: 1 as const, localeId: 1 as const, image: null };
const keyword = (text: string): MatchQuery => ({ hostId: 1, localeId: 1, keyword: text, words: [text] });

describe('suggestions from the title words', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    await indexSearchDocuments(db, 'Product', [
      ...Array.from({ length: 40 }, (_, i) => ({
        ...shopHu,
        refId: i + 1,
        title: `Nappali krém ${i + 1}. változat minden bőrtípusra`,
        body: 'Könnyű, gyorsan beszívódó nappali ápoló hosszú leírással a dobozán.',
        link: `/product/arc/nappali-krem-${i + 1}`,
      })),
      { ...shopHu, refId: 100, title: 'Krém', body: 'Krém, krém, krém.', link: '/product/arc/krem' },
      { ...shopHu, refId: 101, title: 'Hialuronsavas szérum', body: '', link: '/product/arc/szerum' },
      { ...shopHu, localeId: 2, refId: 100, title: 'Cream', body: '', link: '/product/face/cream' },
    ]);
  });
  afterAll(() => t.dispose());

  it('ranks the pool as the search ranks: the strongest match first', async () => {
    const rows = await selectSuggestionPool(db, keyword('krem'), 20);
    expect(rows).toHaveLength(20);
    expect(rows?.[0]?.title).toBe('Krém');
    const response = await t.request('/api/v1/global-search/suggest/1/1?keyword=krem');
    const body = await response.json();
    expect(body.objects).toHaveLength(5);
    expect(body.objects[0]).toMatchObject({ title: 'Krém', link: '/termek/arc/krem', type: 'Product' });
  });

  it('finds a typo through the nearest title words', async () => {
    const rows = await selectSuggestionPool(db, keyword('kremm'), 5);
    expect(rows?.map((row) => row.title)).toContain('Krém');
  });

  it('leaves the few matches to the exact search, which still finds them', async () => {
    expect(await selectSuggestionPool(db, keyword('szerum'), 20)).toBeUndefined();
    const body = await (await t.request('/api/v1/global-search/suggest/1/1?keyword=szerum')).json();
    expect(body.objects.map((object: { title: string }) => object.title)).toEqual(['Hialuronsavas szérum']);
  });

  it('keeps each title’s accent-free words with its document, and drops them with it', async () => {
    const words = async () =>
      (
        await queryRows<{ word: string }>(
          db,
          sql`select w.word from search_title_words w join search_documents d on d.id = w.document_id
            where d.ref_id = 101 and d.type = 'Product' order by w.word`,
        )
      ).map((row) => row.word);
    expect(await words()).toEqual(['hialuronsavas', 'szerum']);
    await db.execute(sql`delete from search_documents where ref_id = 101 and type = 'Product'`);
    expect(await words()).toEqual([]);
    const [orphans] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from search_title_words w
        where not exists (select 1 from search_documents d where d.id = w.document_id)`,
    );
    expect(orphans?.n).toBe(0);
  });
});
