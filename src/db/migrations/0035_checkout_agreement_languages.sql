-- Checkout agreements in another language their store offers (checkout/server/store.ts): the UK store's
-- terms and conditions in Welsh. `language` is the BCP 47 tag of the translation ('cy'); the agreement keeps
-- its id, mode and position, and one without a row reads in its store's own words (`checkout_agreements`).
CREATE TABLE "checkout_agreement_translations" (
	"agreement_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"checkbox_text" text NOT NULL,
	CONSTRAINT "checkout_agreement_translations_agreement_id_language_pk" PRIMARY KEY("agreement_id","language"),
	CONSTRAINT "checkout_agreement_translations_language_well_formed" CHECK ("checkout_agreement_translations"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$')
);
--> statement-breakpoint
ALTER TABLE "checkout_agreement_translations" ADD CONSTRAINT "checkout_agreement_translations_agreement_id_checkout_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."checkout_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reference data, as the agreements themselves (migration 0018): every process drops the agreements it read.
CREATE TRIGGER checkout_agreement_translations_changed AFTER INSERT OR UPDATE OR DELETE ON checkout_agreement_translations FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER checkout_agreement_translations_truncated AFTER TRUNCATE ON checkout_agreement_translations FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
