CREATE TABLE "paypal_billing_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"agreement_id" text NOT NULL,
	"payer_email_masked" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_billing_agreements_email_masked" CHECK ("paypal_billing_agreements"."payer_email_masked" ~ '^[^@*]?[*]{3}@[^@]+$')
);
--> statement-breakpoint
CREATE TABLE "paypal_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"cart_id" integer NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"paypal_order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"approve_url" text,
	"start_key_hash" text,
	"save_agreement" boolean DEFAULT false NOT NULL,
	"returned_at" timestamp with time zone,
	"authorization_id" text,
	"capture_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_payments_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "paypal_payments_start_key_hash_unique" UNIQUE("start_key_hash")
);
--> statement-breakpoint
ALTER TABLE "paypal_billing_agreements" ADD CONSTRAINT "paypal_billing_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_payments" ADD CONSTRAINT "paypal_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_payments" ADD CONSTRAINT "paypal_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paypal_payments" ADD CONSTRAINT "paypal_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paypal_billing_agreements_customer_agreement" ON "paypal_billing_agreements" USING btree ("customer_id","agreement_id");--> statement-breakpoint
CREATE INDEX "paypal_payments_cart" ON "paypal_payments" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "paypal_payments_order" ON "paypal_payments" USING btree ("order_id");