-- The product search in each store's language (catalog/server/search-store.ts): a product is found by its
-- translation for the store's locale (product_translations) where it has one, by its own texts otherwise,
-- with the store language's dictionary, accents ignored on both sides ('creme' finds 'crème').
--
-- Accents: unaccent ships with PostgreSQL's contrib package (and with PGlite, which the shop opens with
-- it). unaccent() is only stable (its dictionary is looked up by name), so an index cannot use it:
-- shop_unaccent() names the dictionary by its schema and is immutable. Where unaccent cannot be created,
-- shop_unaccent() takes the accents off the Latin letters of the shop's languages with translate(), and
-- leaves ß, æ, œ as they are (unaccent writes them ss, ae, oe).
DO $$
DECLARE
  schema_name text;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'unaccent') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS unaccent;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'unaccent could not be created (%): the product search takes accents off with translate()', SQLERRM;
    END;
  END IF;
  SELECT extnamespace::regnamespace::text INTO schema_name FROM pg_extension WHERE extname = 'unaccent';
  IF schema_name IS NOT NULL THEN
    EXECUTE format(
      'CREATE OR REPLACE FUNCTION shop_unaccent(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
      format('SELECT %I.unaccent(%L::regdictionary, value)', schema_name, schema_name || '.unaccent'));
  ELSE
    CREATE OR REPLACE FUNCTION shop_unaccent(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $f$
      SELECT translate(value,
        'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ',
        'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy')
    $f$;
  END IF;
END;
$$;
--> statement-breakpoint
-- The text search configuration of a store's locale, as catalog/domain/storefront-search.ts names it
-- ('fr-FR' → french, 'pl-PL' → simple): the condition of each language's index on the translations.
CREATE OR REPLACE FUNCTION shop_search_config(locale text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE lower(split_part(translate(locale, '_', '-'), '-', 1))
    WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'nl' THEN 'dutch'
    WHEN 'es' THEN 'spanish' WHEN 'pt' THEN 'portuguese' ELSE 'simple' END
$$;
--> statement-breakpoint
-- The query of the words a shopper typed (letters and digits, between spaces), each a stem or a word's
-- start ('crisp mi' → 'crisp:* & mi:*'), accents taken off as in the documents. unaccent writes a few
-- letters and digits with punctuation ('½' → '1/2'): that punctuation separates words, so none of it
-- reaches to_tsquery's parser.
CREATE OR REPLACE FUNCTION shop_search_prefixes(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(word || ':*', ' & '), '')
  FROM regexp_split_to_table(regexp_replace(public.shop_unaccent(words), '[[:punct:][:space:]]+', ' ', 'g'), ' ') AS word
  WHERE word <> ''
$$;
--> statement-breakpoint
-- Migration 0029's document, its accents taken off: its indexes go while the function changes, and are built again.
-- (PostgreSQL 17 and later, PGlite's, build an index with only pg_catalog on the search path: the shop's
-- own functions are named with their schema.)
DROP INDEX IF EXISTS "products_search_english";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_french";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_german";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_dutch";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_spanish";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_portuguese";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_simple";--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm";--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_document(config regconfig, name text, category text, kind text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(config, public.shop_unaccent(coalesce(name, ''))), 'A')
      || setweight(to_tsvector(config, coalesce(category, '') || ' ' || coalesce(kind, '')), 'B')
      || setweight(to_tsvector(config, public.shop_unaccent(coalesce(description, ''))), 'C')
$$;
--> statement-breakpoint
CREATE INDEX "products_search_english" ON "products" USING gin (product_search_document('english', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_french" ON "products" USING gin (product_search_document('french', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_german" ON "products" USING gin (product_search_document('german', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_dutch" ON "products" USING gin (product_search_document('dutch', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_spanish" ON "products" USING gin (product_search_document('spanish', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_portuguese" ON "products" USING gin (product_search_document('portuguese', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_simple" ON "products" USING gin (product_search_document('simple', "name", "category", "kind", "description"));--> statement-breakpoint
-- A translation's document: its name (A) and description (C) under its locale's configuration, one
-- index per language over that language's translations only.
CREATE INDEX "product_translations_search_english" ON "product_translations" USING gin (product_search_document('english', "name", '', '', "description")) WHERE shop_search_config("locale") = 'english';--> statement-breakpoint
CREATE INDEX "product_translations_search_french" ON "product_translations" USING gin (product_search_document('french', "name", '', '', "description")) WHERE shop_search_config("locale") = 'french';--> statement-breakpoint
CREATE INDEX "product_translations_search_german" ON "product_translations" USING gin (product_search_document('german', "name", '', '', "description")) WHERE shop_search_config("locale") = 'german';--> statement-breakpoint
CREATE INDEX "product_translations_search_dutch" ON "product_translations" USING gin (product_search_document('dutch', "name", '', '', "description")) WHERE shop_search_config("locale") = 'dutch';--> statement-breakpoint
CREATE INDEX "product_translations_search_spanish" ON "product_translations" USING gin (product_search_document('spanish', "name", '', '', "description")) WHERE shop_search_config("locale") = 'spanish';--> statement-breakpoint
CREATE INDEX "product_translations_search_portuguese" ON "product_translations" USING gin (product_search_document('portuguese', "name", '', '', "description")) WHERE shop_search_config("locale") = 'portuguese';--> statement-breakpoint
CREATE INDEX "product_translations_search_simple" ON "product_translations" USING gin (product_search_document('simple', "name", '', '', "description")) WHERE shop_search_config("locale") = 'simple';--> statement-breakpoint
-- Typos: the names' trigrams, accents taken off, where pg_trgm is there (migration 0029).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin (shop_unaccent("name") gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "product_translations_name_trgm" ON "product_translations" USING gin (shop_unaccent("name") gin_trgm_ops)';
  END IF;
END;
$$;
