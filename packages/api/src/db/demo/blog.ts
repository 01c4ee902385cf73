import { HostId } from '@vag/domain';
import { saveBlogCategory, saveBlogPost, saveBlogTag } from '../../modules/blog/blog-editor.service';
import type { Db } from '../client';
import { academyBlog } from './blog-academy';
import { shopBlog } from './blog-shop';
import type { DemoBlog, DemoPostText, DemoTerm } from './blog-types';

const html = (paragraphs: string[]) =>
  paragraphs.map((paragraph) => (paragraph.startsWith('<') ? paragraph : `<p>${paragraph}</p>`)).join('\n');

const text = ({ slug, title, lead, body }: DemoPostText) => ({ slug, title, lead, contentHtml: html(body) });

async function saveTerms(
  terms: DemoTerm[],
  save: (sort: number, translations: Record<'hu' | 'en', { name: string; slug: string }>) => Promise<number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, term] of terms.entries()) {
    const id = await save(index + 1, {
      hu: { name: term.hu[0], slug: term.hu[1] },
      en: { name: term.en[0], slug: term.en[1] },
    });
    ids.set(term.key, id);
  }
  return ids;
}

const idsOf = (keys: string[], ids: Map<string, number>) =>
  keys.map((key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`Unknown demo blog term ${key}`);
    return id;
  });

async function seedSiteBlog(db: Db, hostId: HostId, blog: DemoBlog) {
  const options = { reindex: false };
  const categories = await saveTerms(blog.categories, (sort, translations) =>
    saveBlogCategory(db, { hostId, sort, translations }, options),
  );
  const tags = await saveTerms(blog.tags, (_sort, translations) => saveBlogTag(db, { hostId, translations }, options));
  for (const post of blog.posts) {
    await saveBlogPost(
      db,
      {
        hostId,
        publicationDate: new Date(post.date),
        isHighlighted: post.highlighted ?? false,
        image: post.image,
        categoryIds: idsOf(post.categories, categories),
        tagIds: idsOf(post.tags, tags),
        translations: { hu: text(post.hu), en: text(post.en) },
      },
      options,
    );
  }
}

/** Twelve posts per site over four categories, in Hungarian and English. */
export async function seedDemoBlog(db: Db) {
  await seedSiteBlog(db, HostId.shop, shopBlog);
  await seedSiteBlog(db, HostId.academy, academyBlog);
}
