ALTER TABLE "carts" ADD COLUMN "restored_from_cart_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "return_token" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_return_token_unique" UNIQUE("return_token");