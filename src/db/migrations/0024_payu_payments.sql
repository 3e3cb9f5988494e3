CREATE TABLE "payu_events" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payu_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"cart_id" integer NOT NULL,
	"order_id" integer,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payu_order_id" text,
	"transaction_id" text,
	"card_last4" text,
	"card_type" text,
	"instalments" integer,
	"page_methods" text,
	"paid_with" text,
	"claim_hash" text,
	"return_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payu_payments_claim_hash_unique" UNIQUE("claim_hash"),
	CONSTRAINT "payu_payments_return_token_hash_unique" UNIQUE("return_token_hash"),
	CONSTRAINT "payu_payments_card_last4" CHECK ("payu_payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payu_payments" ADD CONSTRAINT "payu_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payu_payments_status" ON "payu_payments" USING btree ("status","updated_at");