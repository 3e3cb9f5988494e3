CREATE TABLE "cart_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"coupon_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"stop_further_rules" boolean DEFAULT false NOT NULL,
	"action" jsonb NOT NULL,
	"minimal_price" integer,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"uses_per_coupon" integer,
	"uses_per_customer" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_rules_usage_within_limit" CHECK ("cart_rules"."uses_per_coupon" is null or "cart_rules"."times_used" <= "cart_rules"."uses_per_coupon"),
	CONSTRAINT "cart_rules_percent_in_range" CHECK ("cart_rules"."action"->>'type' <> 'by_percent' or (("cart_rules"."action"->>'percentBasisPoints')::int between 1 and 10000)),
	CONSTRAINT "cart_rules_amount_not_negative" CHECK (coalesce(("cart_rules"."action"->>'amount')::int, 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_usage" (
	"rule_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"times_used" integer NOT NULL,
	CONSTRAINT "coupon_usage_rule_id_customer_id_pk" PRIMARY KEY("rule_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "applied_rule_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_rules" ADD CONSTRAINT "cart_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_rule_id_cart_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cart_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_rules_coupon_per_store" ON "cart_rules" USING btree ("store_id","coupon_code");