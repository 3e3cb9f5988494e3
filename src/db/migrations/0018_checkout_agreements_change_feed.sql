-- A store's checkout agreements are reference data too: every order checks the ticked ones against them, so
-- each process caches them, and any committed change (from the shop, a migration or psql) drops that cache.
CREATE TRIGGER checkout_agreements_changed AFTER INSERT OR UPDATE OR DELETE ON checkout_agreements FOR EACH ROW EXECUTE FUNCTION shop_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER checkout_agreements_truncated AFTER TRUNCATE ON checkout_agreements FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_reference_change();
