ALTER TABLE "payment_transactions" ADD COLUMN "taken_by_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payments already kept by an order: a card or wallet payment authorised, captured or refunded whose basket has its order.
UPDATE "payment_transactions" SET "taken_by_order" = true
WHERE "method" IN ('worldpay_cc', 'worldpay_wallets', 'subscribe_pro', 'subscribe_pro_vault')
  AND "status" IN ('AUTHORISED', 'CAPTURED', 'REFUNDED')
  AND "order_code" ~ '^[CW][0-9]+-'
  AND EXISTS (SELECT 1 FROM "orders" WHERE "orders"."cart_id" = substring("payment_transactions"."order_code" from '^[CW]([0-9]+)-')::int);
