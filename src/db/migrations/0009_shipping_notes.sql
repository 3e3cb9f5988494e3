ALTER TABLE "carts" ADD COLUMN "shipping_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_note" text;