-- Reference data (stores, settings, catalogue, prices, cart and gift rules) is cached in every server
-- process. Any committed change to it, from the shop, a migration or psql, notifies 'shop_changes' with
-- the table's name, and every process drops what it cached from that table.
-- Counters that change with every order (stock, a coupon's uses) do not invalidate anything, except a
-- product going in or out of stock, which the catalogue shows.
CREATE OR REPLACE FUNCTION shop_notify_reference_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each table's own columns are read through jsonb: PL/pgSQL checks OLD.column against every table.
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'products'
       AND (to_jsonb(OLD) - 'qty') = (to_jsonb(NEW) - 'qty')
       AND ((to_jsonb(OLD)->>'qty')::int > 0) = ((to_jsonb(NEW)->>'qty')::int > 0) THEN
      RETURN NULL;
    END IF;
    IF TG_TABLE_NAME = 'cart_rules' AND (to_jsonb(OLD) - 'times_used') = (to_jsonb(NEW) - 'times_used') THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('shop_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stores_changed AFTER INSERT OR UPDATE OR DELETE ON stores FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER store_config_changed AFTER INSERT OR UPDATE OR DELETE ON store_config FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER product_prices_changed AFTER INSERT OR UPDATE OR DELETE ON product_prices FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER cart_rules_changed AFTER INSERT OR UPDATE OR DELETE ON cart_rules FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER gift_rules_changed AFTER INSERT OR UPDATE OR DELETE ON gift_rules FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER stores_truncated AFTER TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER store_config_truncated AFTER TRUNCATE ON store_config FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER product_prices_truncated AFTER TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER cart_rules_truncated AFTER TRUNCATE ON cart_rules FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER gift_rules_truncated AFTER TRUNCATE ON gift_rules FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
