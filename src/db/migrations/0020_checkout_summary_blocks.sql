CREATE TABLE "cms_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "secondary_packaging" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "secondary_packaging" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "retailer_code" text;--> statement-breakpoint
ALTER TABLE "cms_blocks" ADD CONSTRAINT "cms_blocks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_store_identifier" ON "cms_blocks" USING btree ("store_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_store_identifier" ON "cms_pages" USING btree ("store_id","identifier");--> statement-breakpoint
-- Content pages and blocks are reference data: each process caches them, and any committed change drops that cache.
CREATE TRIGGER cms_pages_changed AFTER INSERT OR UPDATE OR DELETE ON cms_pages FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER cms_pages_truncated AFTER TRUNCATE ON cms_pages FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER cms_blocks_changed AFTER INSERT OR UPDATE OR DELETE ON cms_blocks FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER cms_blocks_truncated AFTER TRUNCATE ON cms_blocks FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
