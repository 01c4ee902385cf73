CREATE TABLE "catalogue_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_title_words" (
	"document_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"word" text NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "search_title_words_document_id_word_pk" PRIMARY KEY("document_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_host_id_locale_id_word_pk" PRIMARY KEY("host_id","locale_id","word")
);
--> statement-breakpoint
DROP INDEX "products_site_price_idx";--> statement-breakpoint
ALTER TABLE "search_title_words" ADD CONSTRAINT "search_title_words_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_title_words_lookup_idx" ON "search_title_words" USING btree ("host_id","locale_id","word","score" DESC NULLS LAST,"document_id");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("host_id","locale_id","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_name_sort_idx" ON "product_translations" USING btree ("locale_id",lower(immutable_unaccent("name")),"product_id");--> statement-breakpoint
CREATE INDEX "products_site_price_desc_idx" ON "products" USING btree ("host_id","price" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_site_highlighted_idx" ON "products" USING btree ("host_id","is_highlighted" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("host_id","price","id");
--> statement-breakpoint
-- The product lists reuse their totals (count and price range of every matching product, which
-- grow with the catalogue) while this counter stands still. Every statement that writes a table a
-- product list is read from raises it in the writer's transaction, whoever writes: the API, a seed
-- or an import in another process. Readers see the new value exactly when they see the change.
INSERT INTO "catalogue_versions" ("scope") VALUES ('products');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_versions SET version = version + 1 WHERE scope = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('products');
--> statement-breakpoint
CREATE TRIGGER product_translations_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('products');
--> statement-breakpoint
CREATE TRIGGER product_sub_category_links_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sub_category_links
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version('products');
--> statement-breakpoint
-- Suggestions (search.queries.ts) look a keyword's words up among the title words and read the
-- documents that rank best for them from an index. The words are the accent-free, lower-case
-- title split on anything but letters and digits; the trigger keeps them with every write of a
-- document. A word that is a stop word ranks 0 (its notice is not worth sending to the client).
CREATE OR REPLACE FUNCTION search_config(locale_id smallint) RETURNS regconfig
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN locale_id = 1 THEN 'hungarian'::regconfig ELSE 'english'::regconfig END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION index_search_title_words() RETURNS trigger
  LANGUAGE plpgsql SET client_min_messages = warning AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM search_title_words WHERE document_id IN (SELECT id FROM written);
  END IF;
  INSERT INTO search_title_words (document_id, host_id, locale_id, word, score)
    SELECT d.id, d.host_id, d.locale_id, w.word, ts_rank(d.tsv, plainto_tsquery(search_config(d.locale_id), w.word), 1)
    FROM written d CROSS JOIN LATERAL (SELECT DISTINCT word FROM regexp_split_to_table(immutable_unaccent(lower(d.title)), '[^a-z0-9]+') AS s(word)) AS w
    WHERE w.word <> '';
  INSERT INTO search_words (host_id, locale_id, word)
    SELECT DISTINCT d.host_id, d.locale_id, w.word
    FROM written d, regexp_split_to_table(immutable_unaccent(lower(d.title)), '[^a-z0-9]+') AS w(word)
    WHERE w.word <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_title_words_insert AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION index_search_title_words();
--> statement-breakpoint
CREATE TRIGGER search_documents_title_words_update AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION index_search_title_words();
--> statement-breakpoint
SET LOCAL client_min_messages = warning;
--> statement-breakpoint
INSERT INTO search_title_words (document_id, host_id, locale_id, word, score)
  SELECT d.id, d.host_id, d.locale_id, w.word, ts_rank(d.tsv, plainto_tsquery(search_config(d.locale_id), w.word), 1)
  FROM search_documents d CROSS JOIN LATERAL (SELECT DISTINCT word FROM regexp_split_to_table(immutable_unaccent(lower(d.title)), '[^a-z0-9]+') AS s(word)) AS w
  WHERE w.word <> '';
--> statement-breakpoint
INSERT INTO search_words (host_id, locale_id, word) SELECT DISTINCT host_id, locale_id, word FROM search_title_words;
