CREATE TABLE "recorded_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payable_type" text NOT NULL,
	"payable_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"expected_amount" integer NOT NULL,
	"booked_on" date NOT NULL,
	"reference" text,
	"reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recorded_payments_payable_type_check" CHECK ("recorded_payments"."payable_type" in ('order', 'academy_subscription')),
	CONSTRAINT "recorded_payments_kind_check" CHECK ("recorded_payments"."kind" in ('transfer_received', 'cash_received', 'refund')),
	CONSTRAINT "recorded_payments_channel_check" CHECK ("recorded_payments"."channel" in ('bank_transfer', 'cash', 'card')),
	CONSTRAINT "recorded_payments_amount_check" CHECK ("recorded_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "handled_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_recommendations" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_recommendations" ADD COLUMN "handled_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ref_id" integer;--> statement-breakpoint
ALTER TABLE "recorded_payments" ADD CONSTRAINT "recorded_payments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recorded_payments_payable_idx" ON "recorded_payments" USING btree ("payable_type","payable_id");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_staff_id_staff_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_recommendations" ADD CONSTRAINT "training_recommendations_handled_by_staff_id_staff_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_subscriptions_created_idx" ON "academy_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_open_fulfilment_idx" ON "orders" USING btree ("fulfilment_status","created_at") WHERE "orders"."fulfilment_status" in ('received', 'packed');--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "mail_outbox" USING btree ("ref_type","ref_id") WHERE "mail_outbox"."ref_type" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD CONSTRAINT "academy_subscriptions_refunded_check" CHECK ("academy_subscriptions"."refunded_amount" between 0 and "academy_subscriptions"."historic_total_gross");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" between 0 and "orders"."historic_total_gross");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" in ('received', 'packed', 'shipped', 'delivered', 'picked_up', 'cancelled', 'returned'));--> statement-breakpoint
-- An order whose payment expired before this migration was cancelled on the payment axis only.
UPDATE "orders" SET "fulfilment_status" = 'cancelled', "cancelled_at" = "updated_at" WHERE "payment_status_id" = 5;
