-- EU Omnibus: every price a product has had is kept, whoever writes it (storefront, back office,
-- imports). A new product's first price applies from its created_at; a change from now().
CREATE OR REPLACE FUNCTION record_product_price() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_price_history (product_id, price, started_at) VALUES (NEW.id, NEW.price, NEW.created_at);
  ELSIF NEW.price IS DISTINCT FROM OLD.price THEN
    INSERT INTO product_price_history (product_id, price, started_at) VALUES (NEW.id, NEW.price, now());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_price_history
  AFTER INSERT OR UPDATE OF price ON products
  FOR EACH ROW EXECUTE FUNCTION record_product_price();
