-- A change to a cart's lines also writes the cart's row, in the same transaction, when nothing else in that
-- transaction has: the row's xmin (the transaction that wrote its current version) then moves with every
-- change to the cart or its lines, whoever makes it (the shop, another process, psql). A cart read
-- compares it with the one its kept answers were built from (cart/server/cart-answers.ts).
CREATE OR REPLACE FUNCTION shop_touch_cart_of_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE carts SET updated_at = updated_at WHERE id = OLD.cart_id AND xmin <> pg_current_xact_id()::xid;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE carts SET updated_at = updated_at WHERE id = NEW.cart_id AND xmin <> pg_current_xact_id()::xid;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_touch_cart AFTER INSERT OR UPDATE OR DELETE ON cart_items FOR EACH ROW EXECUTE FUNCTION shop_touch_cart_of_line();
