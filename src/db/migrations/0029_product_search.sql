-- The storefront's product search (catalog/server/search-store.ts): full-text search with the store
-- language's dictionary, and trigram similarity for typos where pg_trgm can be installed.
--
-- A product's document: its name (weight A), its category and kind (B) and its description (C), under
-- one text search configuration. The function is immutable, so an index can be built on it; the search
-- names the configuration as a literal, one GIN index for each of the shop's languages.
CREATE OR REPLACE FUNCTION product_search_document(config regconfig, name text, category text, kind text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(config, coalesce(name, '')), 'A')
      || setweight(to_tsvector(config, coalesce(category, '') || ' ' || coalesce(kind, '')), 'B')
      || setweight(to_tsvector(config, coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE INDEX "products_search_english" ON "products" USING gin (product_search_document('english', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_french" ON "products" USING gin (product_search_document('french', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_german" ON "products" USING gin (product_search_document('german', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_dutch" ON "products" USING gin (product_search_document('dutch', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_spanish" ON "products" USING gin (product_search_document('spanish', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_portuguese" ON "products" USING gin (product_search_document('portuguese', "name", "category", "kind", "description"));--> statement-breakpoint
CREATE INDEX "products_search_simple" ON "products" USING gin (product_search_document('simple', "name", "category", "kind", "description"));--> statement-breakpoint
-- Typo tolerance: pg_trgm ships with PostgreSQL's contrib package (and with PGlite, which the shop opens
-- with it). Where the package is missing, or the shop's role may not create the extension, the search
-- works without it: the search asks pg_extension whether it is there.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXECUTE 'CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops)';
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be created (%): the product search works without typo tolerance', SQLERRM;
    END;
  END IF;
END;
$$;
