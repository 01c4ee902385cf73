-- Global search (DESIGN §6): full-text match on the stemmed, accent-free tsvector, or trigram
-- similarity of the accent-free, lower-case title for typos ("szerom" finds "szérum").
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");
--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ((immutable_unaccent(lower("title"))) gin_trgm_ops);
