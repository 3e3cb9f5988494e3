CREATE TABLE "cart_parcel_shops" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"shop" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parcel_shops" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shop" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_parcel_shops" ADD CONSTRAINT "cart_parcel_shops_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcel_shops" ADD CONSTRAINT "order_parcel_shops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;