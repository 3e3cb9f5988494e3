DROP INDEX "cart_items_one_line_per_option";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_device_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_message" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_line_per_option" ON "cart_items" USING btree ("cart_id","product_id","is_subscription","subscription_interval","gift_rule_id","options_key");