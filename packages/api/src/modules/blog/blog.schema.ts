import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The blog of each site: categories, tags and posts, their texts per language in
 * `_translations` tables. Links between posts and terms carry the host_id with composite
 * foreign keys, so a post can never be filed under the other site's category or tag.
 */

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('blog_categories_id_host_key').on(t.id, t.hostId),
    check('blog_categories_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryId: integer().notNull(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    seoTitle: text(),
    seoDescription: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.localeId] }),
    foreignKey({ columns: [t.categoryId, t.hostId], foreignColumns: [blogCategories.id, blogCategories.hostId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('blog_category_translations_slug_idx').on(t.hostId, t.localeId, t.slug),
    check('blog_category_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    ...timestamps,
  },
  (t) => [
    unique('blog_tags_id_host_key').on(t.id, t.hostId),
    check('blog_tags_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

export const blogTagTranslations = pgTable(
  'blog_tag_translations',
  {
    tagId: integer().notNull(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.localeId] }),
    foreignKey({ columns: [t.tagId, t.hostId], foreignColumns: [blogTags.id, blogTags.hostId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('blog_tag_translations_slug_idx').on(t.hostId, t.localeId, t.slug),
    check('blog_tag_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

/** A post is public from its publication date on; a later date schedules it. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    publicationDate: timestamp({ withTimezone: true }).notNull(),
    isHighlighted: boolean().notNull().default(false),
    image: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('blog_posts_id_host_key').on(t.id, t.hostId),
    index('blog_posts_site_date_idx').on(t.hostId, t.publicationDate),
    check('blog_posts_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer().notNull(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    lead: text().notNull().default(''),
    /** Sanitised when written, and again when read. */
    contentHtml: text().notNull().default(''),
    seoTitle: text(),
    seoDescription: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.localeId] }),
    foreignKey({ columns: [t.postId, t.hostId], foreignColumns: [blogPosts.id, blogPosts.hostId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('blog_post_translations_slug_idx').on(t.hostId, t.localeId, t.slug),
    check('blog_post_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer().notNull(),
    categoryId: integer().notNull(),
    hostId: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId, t.postId),
    foreignKey({ columns: [t.postId, t.hostId], foreignColumns: [blogPosts.id, blogPosts.hostId] }).onDelete('cascade'),
    foreignKey({
      columns: [t.categoryId, t.hostId],
      foreignColumns: [blogCategories.id, blogCategories.hostId],
    }).onDelete('cascade'),
  ],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer().notNull(),
    tagId: integer().notNull(),
    hostId: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tagId] }),
    index('blog_post_tags_tag_idx').on(t.tagId, t.postId),
    foreignKey({ columns: [t.postId, t.hostId], foreignColumns: [blogPosts.id, blogPosts.hostId] }).onDelete('cascade'),
    foreignKey({ columns: [t.tagId, t.hostId], foreignColumns: [blogTags.id, blogTags.hostId] }).onDelete('cascade'),
  ],
);
