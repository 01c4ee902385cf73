CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"main_category_id" integer NOT NULL,
	"is_in_menu" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_category_translations" (
	"category_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_category_translations_category_id_locale_id_pk" PRIMARY KEY("category_id","locale_id"),
	CONSTRAINT "product_category_translations_locale_check" CHECK ("product_category_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_main_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint DEFAULT 1 NOT NULL,
	"is_in_menu" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_main_categories_host_check" CHECK ("product_main_categories"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_main_category_translations" (
	"main_category_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_main_category_translations_main_category_id_locale_id_pk" PRIMARY KEY("main_category_id","locale_id"),
	CONSTRAINT "product_main_category_translations_locale_check" CHECK ("product_main_category_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"is_in_menu" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sub_category_links" (
	"product_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_sub_category_links_product_id_sub_category_id_pk" PRIMARY KEY("product_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "product_sub_category_translations" (
	"sub_category_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sub_category_translations_sub_category_id_locale_id_pk" PRIMARY KEY("sub_category_id","locale_id"),
	CONSTRAINT "product_sub_category_translations_locale_check" CHECK ("product_sub_category_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_translations_product_id_locale_id_pk" PRIMARY KEY("product_id","locale_id"),
	CONSTRAINT "product_translations_locale_check" CHECK ("product_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"price_original" integer NOT NULL,
	"has_promotion" boolean GENERATED ALWAYS AS (price < price_original) STORED NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"is_only_for_professionals" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_host_check" CHECK ("products"."host_id" in (1, 2)),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 and "products"."price" <= "products"."price_original")
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint DEFAULT 2 NOT NULL,
	"parent_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_categories_host_check" CHECK ("training_categories"."host_id" in (1, 2)),
	CONSTRAINT "training_categories_parent_check" CHECK ("training_categories"."parent_id" <> "training_categories"."id")
);
--> statement-breakpoint
CREATE TABLE "training_category_links" (
	"training_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_category_links_training_id_category_id_pk" PRIMARY KEY("training_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "training_category_translations" (
	"category_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_category_translations_category_id_locale_id_pk" PRIMARY KEY("category_id","locale_id"),
	CONSTRAINT "training_category_translations_locale_check" CHECK ("training_category_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "training_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"duration" integer,
	"duration_type_id" smallint,
	"location_type_id" smallint NOT NULL,
	"venue" text,
	"capacity" integer NOT NULL,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_dates_location_type_check" CHECK ("training_dates"."location_type_id" in (1, 2)),
	CONSTRAINT "training_dates_seats_check" CHECK ("training_dates"."seats_held" >= 0 and "training_dates"."seats_held" <= "training_dates"."capacity"),
	CONSTRAINT "training_dates_duration_check" CHECK (("training_dates"."duration" is null) = ("training_dates"."duration_type_id" is null) and coalesce("training_dates"."duration", 1) > 0
        and coalesce("training_dates"."duration_type_id", 1) in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "training_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"url_path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_translations" (
	"training_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "training_translations_training_id_locale_id_pk" PRIMARY KEY("training_id","locale_id"),
	CONSTRAINT "training_translations_locale_check" CHECK ("training_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint DEFAULT 2 NOT NULL,
	"location_type_id" smallint NOT NULL,
	"duration" integer NOT NULL,
	"duration_type_id" smallint DEFAULT 1 NOT NULL,
	"online_price" integer,
	"classroom_price" integer,
	"online_sales_price" integer,
	"classroom_sales_price" integer,
	"from_price" integer GENERATED ALWAYS AS (least(coalesce(online_sales_price, online_price), coalesce(classroom_sales_price, classroom_price))) STORED NOT NULL,
	"has_promotion" boolean GENERATED ALWAYS AS (online_sales_price is not null or classroom_sales_price is not null) STORED NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_host_check" CHECK ("trainings"."host_id" in (1, 2)),
	CONSTRAINT "trainings_location_type_check" CHECK ("trainings"."location_type_id" in (1, 2, 3)),
	CONSTRAINT "trainings_duration_check" CHECK ("trainings"."duration" > 0 and "trainings"."duration_type_id" in (1, 2)),
	CONSTRAINT "trainings_prices_check" CHECK (("trainings"."classroom_price" is not null) = ("trainings"."location_type_id" in (1, 3))
        and ("trainings"."online_price" is not null) = ("trainings"."location_type_id" in (2, 3))
        and ("trainings"."online_sales_price" is null or "trainings"."online_sales_price" between 0 and "trainings"."online_price" - 1)
        and ("trainings"."classroom_sales_price" is null or "trainings"."classroom_sales_price" between 0 and "trainings"."classroom_price" - 1)
        and coalesce("trainings"."online_price", 0) >= 0 and coalesce("trainings"."classroom_price", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_main_category_id_product_main_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."product_main_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_translations" ADD CONSTRAINT "product_category_translations_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_main_category_translations" ADD CONSTRAINT "product_main_category_translations_main_category_id_product_main_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."product_main_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_categories" ADD CONSTRAINT "product_sub_categories_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_category_links" ADD CONSTRAINT "product_sub_category_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_category_links" ADD CONSTRAINT "product_sub_category_links_sub_category_id_product_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."product_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_category_translations" ADD CONSTRAINT "product_sub_category_translations_sub_category_id_product_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."product_sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_categories" ADD CONSTRAINT "training_categories_parent_id_training_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."training_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_category_links" ADD CONSTRAINT "training_category_links_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_category_links" ADD CONSTRAINT "training_category_links_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_category_translations" ADD CONSTRAINT "training_category_translations_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_dates" ADD CONSTRAINT "training_dates_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_images" ADD CONSTRAINT "training_images_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_translations" ADD CONSTRAINT "training_translations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("main_category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_translations_slug_idx" ON "product_category_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE INDEX "product_main_categories_site_idx" ON "product_main_categories" USING btree ("host_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_main_category_translations_slug_idx" ON "product_main_category_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_one_default_idx" ON "product_pictures" USING btree ("product_id") WHERE "product_pictures"."is_default";--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","started_at");--> statement-breakpoint
CREATE INDEX "product_sub_categories_parent_idx" ON "product_sub_categories" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "product_sub_category_links_sub_idx" ON "product_sub_category_links" USING btree ("sub_category_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_category_links_one_default_idx" ON "product_sub_category_links" USING btree ("product_id") WHERE "product_sub_category_links"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_category_translations_slug_idx" ON "product_sub_category_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_slug_idx" ON "product_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("host_id","price");--> statement-breakpoint
CREATE INDEX "products_site_created_idx" ON "products" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "products_promoted_idx" ON "products" USING btree ("host_id","id") WHERE "products"."has_promotion";--> statement-breakpoint
CREATE INDEX "products_highlighted_idx" ON "products" USING btree ("host_id","id") WHERE "products"."is_highlighted";--> statement-breakpoint
CREATE INDEX "products_professionals_idx" ON "products" USING btree ("host_id","id") WHERE "products"."is_only_for_professionals";--> statement-breakpoint
CREATE INDEX "training_categories_site_idx" ON "training_categories" USING btree ("host_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "training_category_links_category_idx" ON "training_category_links" USING btree ("category_id","training_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_category_links_one_default_idx" ON "training_category_links" USING btree ("training_id") WHERE "training_category_links"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "training_category_translations_slug_idx" ON "training_category_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE INDEX "training_dates_training_idx" ON "training_dates" USING btree ("training_id","start_at");--> statement-breakpoint
CREATE INDEX "training_dates_start_idx" ON "training_dates" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "training_images_training_idx" ON "training_images" USING btree ("training_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "training_translations_slug_idx" ON "training_translations" USING btree ("locale_id","slug");--> statement-breakpoint
CREATE INDEX "trainings_site_price_idx" ON "trainings" USING btree ("host_id","from_price");--> statement-breakpoint
CREATE INDEX "trainings_site_created_idx" ON "trainings" USING btree ("host_id","created_at");