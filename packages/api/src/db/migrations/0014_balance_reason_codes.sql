ALTER TABLE "balance_transactions" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD COLUMN "reason_reference" text;