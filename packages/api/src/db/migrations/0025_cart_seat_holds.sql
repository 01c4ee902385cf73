ALTER TABLE "cart_items" ADD COLUMN "seats_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "hold_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_items_hold_idx" ON "cart_items" USING btree ("held_until") WHERE "cart_items"."seats_held" > 0;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_seats_held_check" CHECK ("cart_items"."seats_held" between 0 and "cart_items"."count");--> statement-breakpoint
-- A cart line's held seats live on its training date (issue 24): every change of
-- cart_items.seats_held, and the deletion of a line (removed, its cart emptied at checkout or
-- merged at login, or gone with its session), moves the difference onto
-- training_dates.seats_held in the same statement. Taking more than is left breaks
-- training_dates_seats_check, so holds and enrolments together never pass the capacity,
-- whatever the interleaving; a release never goes below zero.
CREATE OR REPLACE FUNCTION cart_item_seats() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  date_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    delta := -OLD.seats_held;
    date_id := OLD.training_date_id;
  ELSIF TG_OP = 'INSERT' THEN
    delta := NEW.seats_held;
    date_id := NEW.training_date_id;
  ELSE
    delta := NEW.seats_held - OLD.seats_held;
    date_id := NEW.training_date_id;
  END IF;
  IF delta <> 0 AND date_id IS NOT NULL THEN
    UPDATE training_dates SET seats_held = greatest(seats_held + delta, 0), updated_at = now()
      WHERE id = date_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cart_items_seats AFTER INSERT OR UPDATE OF seats_held OR DELETE ON cart_items
  FOR EACH ROW EXECUTE FUNCTION cart_item_seats();
