-- A store's configuration values in another language it offers (stores/server/store.ts): the UK store's
-- carrier and payment titles and its other shopper texts in Welsh. `language` is the BCP 47 tag of the
-- translation ('cy'); a path without a row reads as the store's own value in `store_config`.
CREATE TABLE "store_config_translations" (
	"store_id" integer NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "store_config_translations_store_id_language_path_pk" PRIMARY KEY("store_id","language","path"),
	CONSTRAINT "store_config_translations_language_well_formed" CHECK ("store_config_translations"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$')
);
--> statement-breakpoint
ALTER TABLE "store_config_translations" ADD CONSTRAINT "store_config_translations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Reference data, as the store's own settings (migration 0008): every process drops the stores it resolved.
CREATE TRIGGER store_config_translations_changed AFTER INSERT OR UPDATE OR DELETE ON store_config_translations FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER store_config_translations_truncated AFTER TRUNCATE ON store_config_translations FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
