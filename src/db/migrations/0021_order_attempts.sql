CREATE TABLE "order_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"cart_version" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"state" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_attempts" ADD CONSTRAINT "order_attempts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_attempts_live" ON "order_attempts" USING btree ("cart_id") WHERE "order_attempts"."state" = 'claimed';--> statement-breakpoint
CREATE INDEX "order_attempts_live_since" ON "order_attempts" USING btree ("updated_at") WHERE "order_attempts"."state" = 'claimed';