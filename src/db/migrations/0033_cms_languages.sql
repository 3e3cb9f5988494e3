-- Content pages and blocks per store and language (cms/server/store.ts): `language` is the BCP 47 tag of a
-- translation's words ('cy' in the UK store), null for the store's own locale. The storefront answers in the
-- shopper's chosen language and falls back to the store's own version; REST clients get the store's own.
ALTER TABLE "cms_pages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_language_well_formed" CHECK ("cms_pages"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_language_well_formed" CHECK ("cms_blocks"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
-- One row per store, identifier and language; NULLS NOT DISTINCT (PostgreSQL 15) keeps one own version too.
DROP INDEX "cms_pages_store_identifier";--> statement-breakpoint
DROP INDEX "cms_blocks_store_identifier";--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_store_identifier_language" UNIQUE NULLS NOT DISTINCT("store_id","identifier","language");--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_store_identifier_language" UNIQUE NULLS NOT DISTINCT("store_id","identifier","language");
