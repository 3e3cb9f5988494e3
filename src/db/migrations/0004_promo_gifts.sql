CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rule_type" integer NOT NULL,
	"gifts" jsonb NOT NULL,
	"common_qty" integer DEFAULT 1 NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "gift_rules_type" CHECK ("gift_rules"."rule_type" in (0, 1)),
	CONSTRAINT "gift_rules_common_qty" CHECK ("gift_rules"."common_qty" >= 0)
);
--> statement-breakpoint
DROP INDEX "cart_items_one_line_per_option";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_rule_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_rule_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_line_per_option" ON "cart_items" USING btree ("cart_id","product_id","is_subscription","subscription_interval","gift_rule_id");