CREATE TABLE "cart_electronic_invoices" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"receive_invoice" boolean NOT NULL,
	"rfc_number" text,
	"business_name" text,
	"tax_regime" text,
	"cfdi_use" text,
	"postcode" text,
	"email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token" text NOT NULL,
	"card_type" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last4" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_expiry_month" CHECK ("saved_cards"."expiry_month" between 1 and 12),
	CONSTRAINT "saved_cards_expiry_year" CHECK ("saved_cards"."expiry_year" between 2000 and 2099)
);
--> statement-breakpoint
ALTER TABLE "cart_electronic_invoices" ADD CONSTRAINT "cart_electronic_invoices_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_customer_token" ON "saved_cards" USING btree ("customer_id","token");