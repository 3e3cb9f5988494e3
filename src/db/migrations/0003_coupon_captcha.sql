CREATE TABLE "coupon_captchas" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"challenge_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_failures" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_captchas" ADD CONSTRAINT "coupon_captchas_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_failures" ADD CONSTRAINT "coupon_failures_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;