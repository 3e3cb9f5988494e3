CREATE TABLE "age_verification_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"document_hash" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_verification_client_attempts" (
	"client_key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "age_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_key" text NOT NULL,
	"customer_id" integer,
	"cart_id" integer,
	"status" text DEFAULT 'unverified' NOT NULL,
	"proof_attempts" integer DEFAULT 0 NOT NULL,
	"scan_attempts" integer DEFAULT 0 NOT NULL,
	"verified_method" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "age_verifications_subject_key_unique" UNIQUE("subject_key"),
	CONSTRAINT "age_verifications_status" CHECK ("age_verifications"."status" in ('unverified', 'verified', 'refer', 'id_scan_required', 'failed')),
	CONSTRAINT "age_verifications_attempts_not_negative" CHECK ("age_verifications"."proof_attempts" >= 0 and "age_verifications"."scan_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "age_verification_attempts" ADD CONSTRAINT "age_verification_attempts_verification_id_age_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."age_verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_verification_attempts" ADD CONSTRAINT "age_verification_attempts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_verifications" ADD CONSTRAINT "age_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "age_verifications" ADD CONSTRAINT "age_verifications_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_verification_attempts_verification" ON "age_verification_attempts" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "age_verifications_customer" ON "age_verifications" USING btree ("customer_id");--> statement-breakpoint
-- Nicotine products already in the catalogue: devices, pods (cartridges) and pod samples.
UPDATE "products" SET "age_restricted" = true WHERE "kind" IN ('device', 'pod', 'sample');
