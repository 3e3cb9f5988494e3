CREATE TABLE "payment_notifications" (
	"notification_id" text PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"payment_id" text NOT NULL,
	"status" text NOT NULL,
	"applied" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"order_code" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer,
	"currency" text,
	"card_last4" text,
	"card_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_card_last4" CHECK ("payment_transactions"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE INDEX "payment_transactions_payment_id" ON "payment_transactions" USING btree ("payment_id");