CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_date_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale_id" smallint NOT NULL,
	"seats" integer NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offers" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"cart_id" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_locale_check" CHECK ("waiting_list_entries"."locale_id" in (1, 2)),
	CONSTRAINT "waiting_list_entries_status_check" CHECK ("waiting_list_entries"."status" in ('waiting', 'offered', 'accepted', 'expired', 'left', 'removed')),
	CONSTRAINT "waiting_list_entries_seats_check" CHECK ("waiting_list_entries"."seats" between 1 and 10),
	CONSTRAINT "waiting_list_entries_held_check" CHECK ("waiting_list_entries"."seats_held" = case when "waiting_list_entries"."status" = 'offered' then "waiting_list_entries"."seats" else 0 end),
	CONSTRAINT "waiting_list_entries_offer_check" CHECK (("waiting_list_entries"."status" <> 'offered') or ("waiting_list_entries"."offered_at" is not null and "waiting_list_entries"."offer_expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_training_date_id_training_dates_id_fk" FOREIGN KEY ("training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_token_idx" ON "waiting_list_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_live_idx" ON "waiting_list_entries" USING btree ("training_date_id",lower("email")) WHERE "waiting_list_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_queue_idx" ON "waiting_list_entries" USING btree ("training_date_id","created_at","id") WHERE "waiting_list_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waiting_list_entries_offer_idx" ON "waiting_list_entries" USING btree ("offer_expires_at") WHERE "waiting_list_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waiting_list_entries_user_idx" ON "waiting_list_entries" USING btree ("user_id") WHERE "waiting_list_entries"."user_id" is not null;--> statement-breakpoint
-- A waiting-list offer holds its seats on the training date as a cart line's hold does
-- (migration 0025): every change of waiting_list_entries.seats_held, and the deletion of an
-- entry, moves the difference onto training_dates.seats_held in the same statement, so
-- training_dates_seats_check keeps offers, cart holds and enrolments within the capacity.
CREATE OR REPLACE FUNCTION waiting_list_entry_seats() RETURNS trigger
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
  IF delta <> 0 THEN
    UPDATE training_dates SET seats_held = greatest(seats_held + delta, 0), updated_at = now()
      WHERE id = date_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER waiting_list_entries_seats AFTER INSERT OR UPDATE OF seats_held OR DELETE ON waiting_list_entries
  FOR EACH ROW EXECUTE FUNCTION waiting_list_entry_seats();
