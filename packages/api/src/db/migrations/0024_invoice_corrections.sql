ALTER TABLE "invoices" DROP CONSTRAINT "invoices_kind_check";--> statement-breakpoint
DROP INDEX "invoices_payable_kind_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recorded_payment_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_recorded_payment_id_recorded_payments_id_fk" FOREIGN KEY ("recorded_payment_id") REFERENCES "public"."recorded_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_recorded_payment_idx" ON "invoices" USING btree ("recorded_payment_id") WHERE "invoices"."recorded_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payable_kind_idx" ON "invoices" USING btree ("payable_type","payable_id","kind") WHERE "invoices"."kind" <> 'correction';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_correction_check" CHECK (("invoices"."kind" = 'correction') = ("invoices"."recorded_payment_id" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'reversal', 'correction'));