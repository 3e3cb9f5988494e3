-- My account: an order's status history (Magento's sales_order_status_history), written by the database on
-- every insert and state or status change of an order, whoever makes it.
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
-- Orders placed before: their present state, from when they were placed (what came between is not known).
INSERT INTO "order_status_history" ("order_id", "state", "status", "created_at") SELECT "id", "state", "status", "created_at" FROM "orders";--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_record_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.state IS DISTINCT FROM OLD.state OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO order_status_history (order_id, state, status) VALUES (NEW.id, NEW.state, NEW.status);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_record_status AFTER INSERT OR UPDATE OF state, status ON orders FOR EACH ROW EXECUTE FUNCTION shop_record_order_status();
