ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD COLUMN "payment_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirmation_idx" ON "newsletter_subscriptions" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_unsubscribe_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "academy_subscriptions_payment_deadline_idx" ON "academy_subscriptions" USING btree ("payment_deadline") WHERE "academy_subscriptions"."payment_deadline" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."payment_deadline" is not null;--> statement-breakpoint
-- Subscribers from before double opt-in gave their consent in a form of ours: they stay confirmed.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "consented_at" WHERE "unsubscribed_at" IS NULL;--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "unsubscribe_token" IS NULL;
