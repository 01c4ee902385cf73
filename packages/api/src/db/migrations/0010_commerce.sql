CREATE TABLE "cart_coupons" (
	"cart_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_coupon_id_pk" PRIMARY KEY("cart_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer,
	"training_date_id" integer,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_kind_check" CHECK (("cart_items"."product_id" is null) <> ("cart_items"."training_date_id" is null)),
	CONSTRAINT "cart_items_count_check" CHECK ("cart_items"."count" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"session_id" uuid,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_check" CHECK (("carts"."session_id" is null) <> ("carts"."user_id" is null)),
	CONSTRAINT "carts_host_check" CHECK ("carts"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"email" text NOT NULL,
	"discount" integer NOT NULL,
	"order_id" integer,
	"academy_subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_email_lower_check" CHECK ("coupon_redemptions"."email" = lower("coupon_redemptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"host_id" smallint,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"per_email_limit" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percentage', 'fixed', 'free_delivery')),
	CONSTRAINT "coupons_value_check" CHECK (case "coupons"."kind" when 'percentage' then "coupons"."value" between 1 and 100
        when 'fixed' then "coupons"."value" > 0 else true end),
	CONSTRAINT "coupons_host_check" CHECK ("coupons"."host_id" is null or "coupons"."host_id" in (1, 2)),
	CONSTRAINT "coupons_min_subtotal_check" CHECK ("coupons"."min_subtotal" >= 0),
	CONSTRAINT "coupons_usage_check" CHECK ("coupons"."used_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."used_count" <= "coupons"."usage_limit")),
	CONSTRAINT "coupons_per_email_check" CHECK ("coupons"."per_email_limit" is null or "coupons"."per_email_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint DEFAULT 1 NOT NULL,
	"product_id" integer NOT NULL,
	"min_subtotal" integer NOT NULL,
	"gift_count" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_rules_host_check" CHECK ("gift_rules"."host_id" in (1, 2)),
	CONSTRAINT "gift_rules_values_check" CHECK ("gift_rules"."min_subtotal" >= 0 and "gift_rules"."gift_count" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "academy_subscription_item_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_subscription_item_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"highest_level_of_education_id" integer NOT NULL,
	"birth_place" text NOT NULL,
	"birth_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_subscription_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_subscription_id" integer NOT NULL,
	"training_date_id" integer NOT NULL,
	"training_id" integer,
	"location_type_id" smallint NOT NULL,
	"historic_start_at" timestamp with time zone NOT NULL,
	"historic_venue" text,
	"count" integer NOT NULL,
	"item_name_historic" text NOT NULL,
	"item_price_historic" integer NOT NULL,
	"item_price_original_historic" integer NOT NULL,
	"item_vat_rate_historic" integer NOT NULL,
	"item_sum_price_historic" integer NOT NULL,
	"item_net_historic" integer NOT NULL,
	"item_vat_historic" integer NOT NULL,
	CONSTRAINT "academy_subscription_items_count_check" CHECK ("academy_subscription_items"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "academy_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"locale_id" smallint NOT NULL,
	"payment_key" text NOT NULL,
	"payment_status_id" smallint DEFAULT 1 NOT NULL,
	"payment_method_id" smallint NOT NULL,
	"payed_date" timestamp with time zone,
	"comment" text,
	"billing_address_name" text NOT NULL,
	"billing_company_name" text,
	"billing_tax_number" text,
	"billing_address_zipcode" text NOT NULL,
	"billing_address_city" text NOT NULL,
	"billing_address_street" text NOT NULL,
	"billing_address_street_type" text NOT NULL,
	"billing_address_number" text NOT NULL,
	"billing_address_building" text,
	"billing_address_staircase" text,
	"billing_address_floor" text,
	"billing_address_door" text,
	"historic_payment_method_name" text NOT NULL,
	"historic_sub_total_gross" integer NOT NULL,
	"historic_sub_total_vat" integer NOT NULL,
	"historic_payment_price_gross" integer NOT NULL,
	"historic_discount_amount" integer NOT NULL,
	"historic_discount_description" text,
	"historic_subtractions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"historic_marketing_credit" integer DEFAULT 0 NOT NULL,
	"historic_global_credit" integer DEFAULT 0 NOT NULL,
	"historic_total_net" integer NOT NULL,
	"historic_total_vat" integer NOT NULL,
	"historic_total_gross" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"seats_hold_until" timestamp with time zone,
	"seats_released_at" timestamp with time zone,
	CONSTRAINT "academy_subscriptions_payment_status_check" CHECK ("academy_subscriptions"."payment_status_id" between 1 and 5),
	CONSTRAINT "academy_subscriptions_status_check" CHECK ("academy_subscriptions"."status" in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "academy_subscriptions_total_check" CHECK ("academy_subscriptions"."historic_total_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"is_gift" boolean DEFAULT false NOT NULL,
	"count" integer NOT NULL,
	"item_name_historic" text NOT NULL,
	"item_price_historic" integer NOT NULL,
	"item_price_original_historic" integer NOT NULL,
	"item_vat_rate_historic" integer NOT NULL,
	"item_sum_price_historic" integer NOT NULL,
	"item_net_historic" integer NOT NULL,
	"item_vat_historic" integer NOT NULL,
	CONSTRAINT "order_items_count_check" CHECK ("order_items"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"locale_id" smallint NOT NULL,
	"payment_key" text NOT NULL,
	"payment_status_id" smallint DEFAULT 1 NOT NULL,
	"payment_method_id" smallint NOT NULL,
	"payed_date" timestamp with time zone,
	"comment" text,
	"billing_address_name" text NOT NULL,
	"billing_company_name" text,
	"billing_tax_number" text,
	"billing_address_zipcode" text NOT NULL,
	"billing_address_city" text NOT NULL,
	"billing_address_street" text NOT NULL,
	"billing_address_street_type" text NOT NULL,
	"billing_address_number" text NOT NULL,
	"billing_address_building" text,
	"billing_address_staircase" text,
	"billing_address_floor" text,
	"billing_address_door" text,
	"historic_payment_method_name" text NOT NULL,
	"historic_sub_total_gross" integer NOT NULL,
	"historic_sub_total_vat" integer NOT NULL,
	"historic_payment_price_gross" integer NOT NULL,
	"historic_discount_amount" integer NOT NULL,
	"historic_discount_description" text,
	"historic_subtractions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"historic_marketing_credit" integer DEFAULT 0 NOT NULL,
	"historic_global_credit" integer DEFAULT 0 NOT NULL,
	"historic_total_net" integer NOT NULL,
	"historic_total_vat" integer NOT NULL,
	"historic_total_gross" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_method_id" smallint NOT NULL,
	"gls_parcel_shop_id" integer,
	"delivery_comment" text,
	"delivery_address_zipcode" text,
	"delivery_address_city" text,
	"delivery_address_street" text,
	"delivery_address_street_type" text,
	"delivery_address_number" text,
	"delivery_address_building" text,
	"delivery_address_staircase" text,
	"delivery_address_floor" text,
	"delivery_address_door" text,
	"historic_delivery_method_name" text NOT NULL,
	"historic_parcel_shop" text,
	"historic_shipping_price_final" integer NOT NULL,
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status_id" between 1 and 5),
	CONSTRAINT "orders_total_check" CHECK ("orders"."historic_total_gross" >= 0)
);
--> statement-breakpoint
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
ALTER TABLE "trainings" ADD COLUMN "vat_rate" smallint DEFAULT 27 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_training_date_id_training_dates_id_fk" FOREIGN KEY ("training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_rules" ADD CONSTRAINT "gift_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscription_item_participants" ADD CONSTRAINT "academy_subscription_item_participants_academy_subscription_item_id_academy_subscription_items_id_fk" FOREIGN KEY ("academy_subscription_item_id") REFERENCES "public"."academy_subscription_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscription_item_participants" ADD CONSTRAINT "academy_subscription_item_participants_highest_level_of_education_id_education_levels_id_fk" FOREIGN KEY ("highest_level_of_education_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscription_items" ADD CONSTRAINT "academy_subscription_items_academy_subscription_id_academy_subscriptions_id_fk" FOREIGN KEY ("academy_subscription_id") REFERENCES "public"."academy_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscription_items" ADD CONSTRAINT "academy_subscription_items_training_date_id_training_dates_id_fk" FOREIGN KEY ("training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscription_items" ADD CONSTRAINT "academy_subscription_items_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_subscriptions" ADD CONSTRAINT "academy_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("cart_id","product_id") WHERE "cart_items"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_training_date_idx" ON "cart_items" USING btree ("cart_id","training_date_id") WHERE "cart_items"."training_date_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("host_id","user_id") WHERE "carts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_idx" ON "carts" USING btree ("host_id","session_id") WHERE "carts"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_email_idx" ON "coupon_redemptions" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "gift_rules_site_idx" ON "gift_rules" USING btree ("host_id","is_active");--> statement-breakpoint
CREATE INDEX "academy_subscription_item_participants_item_idx" ON "academy_subscription_item_participants" USING btree ("academy_subscription_item_id");--> statement-breakpoint
CREATE INDEX "academy_subscription_items_subscription_idx" ON "academy_subscription_items" USING btree ("academy_subscription_id");--> statement-breakpoint
CREATE INDEX "academy_subscription_items_date_idx" ON "academy_subscription_items" USING btree ("training_date_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_subscriptions_number_idx" ON "academy_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academy_subscriptions_payment_key_idx" ON "academy_subscriptions" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "academy_subscriptions_user_idx" ON "academy_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "academy_subscriptions_guest_email_idx" ON "academy_subscriptions" USING btree ("email") WHERE "academy_subscriptions"."user_id" is null;--> statement-breakpoint
CREATE INDEX "academy_subscriptions_hold_idx" ON "academy_subscriptions" USING btree ("seats_hold_until") WHERE "academy_subscriptions"."seats_released_at" is null and "academy_subscriptions"."seats_hold_until" is not null;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key_idx" ON "orders" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree ("email") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key_idx" ON "payments" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_type","payable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "simulator_payments_request_idx" ON "simulator_payments" USING btree ("payment_request_id");--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_vat_rate_check" CHECK ("trainings"."vat_rate" between 0 and 100);