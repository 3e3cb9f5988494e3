-- The captcha tables serve every captcha form (coupon, place order): the rows so far are the coupon's.
ALTER TABLE "coupon_captchas" ADD COLUMN "form" text DEFAULT 'coupon' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_client_failures" ADD COLUMN "form" text DEFAULT 'coupon' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_failures" ADD COLUMN "form" text DEFAULT 'coupon' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_captchas" DROP CONSTRAINT "coupon_captchas_pkey";--> statement-breakpoint
ALTER TABLE "coupon_client_failures" DROP CONSTRAINT "coupon_client_failures_pkey";--> statement-breakpoint
ALTER TABLE "coupon_failures" DROP CONSTRAINT "coupon_failures_pkey";--> statement-breakpoint
ALTER TABLE "coupon_captchas" ADD CONSTRAINT "coupon_captchas_cart_id_form_pk" PRIMARY KEY("cart_id","form");--> statement-breakpoint
ALTER TABLE "coupon_client_failures" ADD CONSTRAINT "coupon_client_failures_client_key_form_pk" PRIMARY KEY("client_key","form");--> statement-breakpoint
ALTER TABLE "coupon_failures" ADD CONSTRAINT "coupon_failures_cart_id_form_pk" PRIMARY KEY("cart_id","form");
