ALTER TABLE "order_items" ADD COLUMN "subscription_payment_profile_id" integer;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "method" text DEFAULT 'worldpay_cc' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "scheme_transaction_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_subscription_payment_profile_fk" FOREIGN KEY ("subscription_payment_profile_id") REFERENCES "public"."saved_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_subscription_payment_profile" ON "order_items" USING btree ("subscription_payment_profile_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_payment_profile_on_subscriptions" CHECK ("order_items"."subscription_payment_profile_id" is null or "order_items"."is_subscription");--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_scheme_transaction_id" CHECK ("saved_cards"."scheme_transaction_id" ~ '^[A-Za-z0-9]{1,64}$');--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_subscription_profile" CHECK ("saved_cards"."method" <> 'subscribe_pro' or "saved_cards"."scheme_transaction_id" is not null);