-- Each store's catalogue in its language (catalog/server/store.ts): a product's name and description per
-- locale (stores.locale), read with the store's catalogue; a product without one shows its own texts.
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reference data, as the products and their prices (migration 0008): every process drops the catalogues it built.
CREATE TRIGGER product_translations_changed AFTER INSERT OR UPDATE OR DELETE ON product_translations FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER product_translations_truncated AFTER TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
-- The placeholders several products shared (/images/pods.svg for every pod pack) are gone: a product
-- without a picture of its own shows the artwork drawn for it (catalog/domain/product-artwork.ts).
UPDATE "products" SET "image" = '' WHERE "image" IN ('/images/cable.svg', '/images/case.svg', '/images/device-black.svg', '/images/device-blue.svg', '/images/device-silver.svg', '/images/pods.svg', '/images/recycle.svg', '/images/sample.svg');
