CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payable_type" text NOT NULL,
	"payable_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"request_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'HUF' NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"provider_status" text,
	"gateway_url" text,
	"last_state" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_payable_type_check" CHECK ("payments"."payable_type" in ('order', 'academy_subscription')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status_id" between 1 and 5),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "simulator_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_request_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'HUF' NOT NULL,
	"status" text DEFAULT 'Prepared' NOT NULL,
	"redirect_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locale" text DEFAULT 'hu-HU' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_idx" ON "payments" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_type","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_payments_request_idx" ON "simulator_payments" USING btree ("payment_request_id");