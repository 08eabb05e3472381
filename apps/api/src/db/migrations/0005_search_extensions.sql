-- Accent- and case-insensitive search: trigrams (pg_trgm) over unaccented text.
-- unaccent() is only STABLE, so an IMMUTABLE wrapper with a fixed dictionary makes it indexable.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
