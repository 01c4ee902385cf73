-- Extensions come before any table: search (issue 3) indexes accent-free, typo-tolerant text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary); an IMMUTABLE wrapper with a fixed
-- dictionary can be used in index expressions.
CREATE OR REPLACE FUNCTION immutable_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;
