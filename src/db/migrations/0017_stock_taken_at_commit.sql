CREATE TABLE "stock_takes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "stock_takes_qty_positive" CHECK ("stock_takes"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_takes" ADD CONSTRAINT "stock_takes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An order's stock is taken at its COMMIT: the product's row, shared by every order of that product, is then
-- locked for the commit alone instead of from the order's first write to its last (the statements between
-- wait on the server's event loop under load). The products CHECK (qty >= 0) refuses an oversell there,
-- and the whole transaction with it.
CREATE OR REPLACE FUNCTION shop_apply_stock_take() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET qty = qty - NEW.qty WHERE id = NEW.product_id;
  DELETE FROM stock_takes WHERE id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stock_takes_apply AFTER INSERT ON stock_takes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shop_apply_stock_take();
