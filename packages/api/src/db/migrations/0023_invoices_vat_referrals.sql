CREATE TABLE "invoice_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payable_type" text NOT NULL,
	"payable_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"number" text,
	"pdf" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_payable_type_check" CHECK ("invoices"."payable_type" in ('order', 'academy_subscription')),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'reversal')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'issued', 'failed')),
	CONSTRAINT "invoices_issued_check" CHECK (("invoices"."status" = 'issued') = ("invoices"."number" is not null and "invoices"."pdf" is not null and "invoices"."issued_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "referral_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"payable_type" text NOT NULL,
	"payable_id" integer NOT NULL,
	"customer_email" text NOT NULL,
	"customer_user_id" integer,
	"discount" integer NOT NULL,
	"credit" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "referral_credits_payable_type_check" CHECK ("referral_credits"."payable_type" in ('order', 'academy_subscription')),
	CONSTRAINT "referral_credits_status_check" CHECK ("referral_credits"."status" in ('placed', 'credited', 'reversed', 'void')),
	CONSTRAINT "referral_credits_amounts_check" CHECK ("referral_credits"."discount" >= 0 and "referral_credits"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "academy_subscription_items" ADD COLUMN "item_vat_exemption_historic" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "referrer_user_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_vat_exemption_historic" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" smallint DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "vat_exemption" text;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD CONSTRAINT "referral_credits_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payable_kind_idx" ON "invoices" USING btree ("payable_type","payable_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("provider","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE "invoices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_payable_idx" ON "referral_credits" USING btree ("payable_type","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_customer_idx" ON "referral_credits" USING btree ("customer_email") WHERE "referral_credits"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "referral_credits_referrer_idx" ON "referral_credits" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_vat_exemption_check" CHECK ("trainings"."vat_exemption" is null or ("trainings"."vat_exemption" in ('TAM', 'AAM') and "trainings"."vat_rate" = 0));