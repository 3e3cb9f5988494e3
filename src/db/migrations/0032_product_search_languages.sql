-- The product search in each store's language (catalog/server/search-store.ts): a product is found by its
-- translation for the store's locale (product_translations) where it has one, by its own texts otherwise,
-- with the store language's dictionary, accents ignored on both sides ('creme' finds 'crème').
--
-- The documents are stored (generated columns), no longer worked out from the texts by each search: a
-- search ranks every product it finds, and at 10,000 products a short word finds over a thousand.
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
-- ('fr-FR' → french, 'pl-PL' → simple).
CREATE OR REPLACE FUNCTION shop_search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE lower(split_part(translate(locale, '_', '-'), '-', 1))
    WHEN 'en' THEN 'english'::regconfig WHEN 'fr' THEN 'french'::regconfig WHEN 'de' THEN 'german'::regconfig
    WHEN 'nl' THEN 'dutch'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig
    ELSE 'simple'::regconfig END
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
-- Migration 0029's document, its accents taken off, stored: its indexes on the expression go.
-- (PostgreSQL 17 and later, PGlite's, work out an index or a generated column with only pg_catalog on the
-- search path: the shop's own functions are named with their schema.)
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
-- A product's own texts in each language the shop searches (a store whose product has no translation for
-- its locale searches these with its own dictionary), one GIN index each.
ALTER TABLE "products"
  ADD COLUMN "search_english" tsvector GENERATED ALWAYS AS (public.product_search_document('english', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_french" tsvector GENERATED ALWAYS AS (public.product_search_document('french', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_german" tsvector GENERATED ALWAYS AS (public.product_search_document('german', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_dutch" tsvector GENERATED ALWAYS AS (public.product_search_document('dutch', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_spanish" tsvector GENERATED ALWAYS AS (public.product_search_document('spanish', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_portuguese" tsvector GENERATED ALWAYS AS (public.product_search_document('portuguese', "name", "category", "kind", "description")) STORED,
  ADD COLUMN "search_simple" tsvector GENERATED ALWAYS AS (public.product_search_document('simple', "name", "category", "kind", "description")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_english" ON "products" USING gin ("search_english");--> statement-breakpoint
CREATE INDEX "products_search_french" ON "products" USING gin ("search_french");--> statement-breakpoint
CREATE INDEX "products_search_german" ON "products" USING gin ("search_german");--> statement-breakpoint
CREATE INDEX "products_search_dutch" ON "products" USING gin ("search_dutch");--> statement-breakpoint
CREATE INDEX "products_search_spanish" ON "products" USING gin ("search_spanish");--> statement-breakpoint
CREATE INDEX "products_search_portuguese" ON "products" USING gin ("search_portuguese");--> statement-breakpoint
CREATE INDEX "products_search_simple" ON "products" USING gin ("search_simple");--> statement-breakpoint
-- A translation's configuration (its locale's) and document, its name (A) and description (C) under it;
-- one GIN index per language, over that language's translations only.
ALTER TABLE "product_translations"
  ADD COLUMN "search_config" regconfig GENERATED ALWAYS AS (public.shop_search_config("locale")) STORED,
  ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (public.product_search_document(public.shop_search_config("locale"), "name", '', '', "description")) STORED;--> statement-breakpoint
CREATE INDEX "product_translations_search_english" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'english'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_french" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'french'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_german" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'german'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_dutch" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'dutch'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_spanish" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'spanish'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_portuguese" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'portuguese'::regconfig;--> statement-breakpoint
CREATE INDEX "product_translations_search_simple" ON "product_translations" USING gin ("search_document") WHERE "search_config" = 'simple'::regconfig;--> statement-breakpoint
-- Typos: the names' trigrams, accents taken off, where pg_trgm is there (migration 0029).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin (shop_unaccent("name") gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "product_translations_name_trgm" ON "product_translations" USING gin (shop_unaccent("name") gin_trgm_ops)';
  END IF;
END;
$$;
