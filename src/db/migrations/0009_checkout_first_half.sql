CREATE TABLE "password_reset_tokens" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cart_pickup_points" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"pickup_id" text NOT NULL,
	"network_code" text NOT NULL,
	"telephone" text NOT NULL,
	"point" jsonb NOT NULL,
	"order_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_pickup_points_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
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
CREATE TABLE "gift_registries" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"event_date" date NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_note" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD CONSTRAINT "cart_pickup_points_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_pickup_points" ADD CONSTRAINT "cart_pickup_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_parcel_shops" ADD CONSTRAINT "cart_parcel_shops_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcel_shops" ADD CONSTRAINT "order_parcel_shops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_registries" ADD CONSTRAINT "gift_registries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_registries" ADD CONSTRAINT "gift_registries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_registries_customer" ON "gift_registries" USING btree ("customer_id");