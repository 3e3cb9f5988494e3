-- The attributes a category page filters on and a product page lists (issue 31): what a regulated
-- nicotine product must say (strength, volume, ingredients) and what a shopper chooses by (flavour family,
-- pack size). Empty where they do not apply (a device has no flavour, an accessory no nicotine). The
-- product's type is its category (devices, pods, accessories): no column of its own.
ALTER TABLE "products" ADD COLUMN "flavour_family" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nicotine_mg_per_ml" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "volume_ml" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text;--> statement-breakpoint
-- 'Newest' sorts by when a product entered the catalogue (Magento's created_at).
ALTER TABLE "products" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nicotine_in_range" CHECK ("products"."nicotine_mg_per_ml" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_volume_positive" CHECK ("products"."volume_ml" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pack_size_positive" CHECK ("products"."pack_size" > 0);--> statement-breakpoint
-- Which pods and accessories fit which device: a product (pod, cartridge, cable, case) and a device it fits.
CREATE TABLE "product_compatibility" (
	"product_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "product_compatibility_product_id_device_id_pk" PRIMARY KEY("product_id","device_id"),
	CONSTRAINT "product_compatibility_not_itself" CHECK ("product_compatibility"."product_id" <> "product_compatibility"."device_id")
);
--> statement-breakpoint
ALTER TABLE "product_compatibility" ADD CONSTRAINT "product_compatibility_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_compatibility" ADD CONSTRAINT "product_compatibility_device_id_products_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_compatibility_device_id_idx" ON "product_compatibility" USING btree ("device_id");--> statement-breakpoint
-- The catalogue each server process keeps shows what fits what: a change drops it, as a product's does.
CREATE TRIGGER product_compatibility_changed AFTER INSERT OR UPDATE OR DELETE ON product_compatibility FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER product_compatibility_truncated AFTER TRUNCATE ON product_compatibility FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
