CREATE TABLE "contact_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_host_check" CHECK ("contact_requests"."host_id" in (1, 2)),
	CONSTRAINT "contact_requests_locale_check" CHECK ("contact_requests"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "custom_page_translations" (
	"page_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_page_translations_page_id_locale_id_pk" PRIMARY KEY("page_id","locale_id"),
	CONSTRAINT "custom_page_translations_locale_check" CHECK ("custom_page_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "custom_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_pages_id_host_key" UNIQUE("id","host_id"),
	CONSTRAINT "custom_pages_host_check" CHECK ("custom_pages"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "home_carousels" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text NOT NULL,
	"link" text,
	"button_text" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_carousels_host_check" CHECK ("home_carousels"."host_id" in (1, 2)),
	CONSTRAINT "home_carousels_locale_check" CHECK ("home_carousels"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"from_url" text NOT NULL,
	"to_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_host_check" CHECK ("redirects"."host_id" in (1, 2)),
	CONSTRAINT "redirects_from_check" CHECK ("redirects"."from_url" like '/%' and "redirects"."from_url" <> "redirects"."to_url")
);
--> statement-breakpoint
CREATE TABLE "salon_translations" (
	"salon_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_translations_salon_id_locale_id_pk" PRIMARY KEY("salon_id","locale_id"),
	CONSTRAINT "salon_translations_locale_check" CHECK ("salon_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "salons" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"name" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"phone" text,
	"email" text,
	"website" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"image" text,
	"site_ordering" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salons_id_host_key" UNIQUE("id","host_id"),
	CONSTRAINT "salons_host_check" CHECK ("salons"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_id_host_key" UNIQUE("id","host_id"),
	CONSTRAINT "blog_categories_host_check" CHECK ("blog_categories"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"category_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_category_translations_category_id_locale_id_pk" PRIMARY KEY("category_id","locale_id"),
	CONSTRAINT "blog_category_translations_locale_check" CHECK ("blog_category_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	CONSTRAINT "blog_post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	CONSTRAINT "blog_post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_locale_id_pk" PRIMARY KEY("post_id","locale_id"),
	CONSTRAINT "blog_post_translations_locale_check" CHECK ("blog_post_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"publication_date" timestamp with time zone NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_id_host_key" UNIQUE("id","host_id"),
	CONSTRAINT "blog_posts_host_check" CHECK ("blog_posts"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_tag_translations" (
	"tag_id" integer NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "blog_tag_translations_tag_id_locale_id_pk" PRIMARY KEY("tag_id","locale_id"),
	CONSTRAINT "blog_tag_translations_locale_check" CHECK ("blog_tag_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_tags_id_host_key" UNIQUE("id","host_id"),
	CONSTRAINT "blog_tags_host_check" CHECK ("blog_tags"."host_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"type" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text NOT NULL,
	"category_name" text,
	"category_link" text,
	"visible_from" timestamp with time zone,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when locale_id = 1 then 'hungarian'::regconfig else 'english'::regconfig end, immutable_unaccent(title)), 'A') || setweight(to_tsvector(case when locale_id = 1 then 'hungarian'::regconfig else 'english'::regconfig end, immutable_unaccent(body)), 'B')) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_host_check" CHECK ("search_documents"."host_id" in (1, 2)),
	CONSTRAINT "search_documents_locale_check" CHECK ("search_documents"."locale_id" in (1, 2)),
	CONSTRAINT "search_documents_type_check" CHECK ("search_documents"."type" in ('Product', 'Training', 'BlogPost', 'CustomPage'))
);
--> statement-breakpoint
CREATE TABLE "delivery_method_translations" (
	"delivery_method_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "delivery_method_translations_delivery_method_id_locale_id_pk" PRIMARY KEY("delivery_method_id","locale_id"),
	CONSTRAINT "delivery_method_translations_locale_check" CHECK ("delivery_method_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" smallint PRIMARY KEY NOT NULL,
	"host_ids" smallint[] NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"needs_parcel_point" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_methods_price_check" CHECK ("delivery_methods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gls_parcel_shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"is_parcel_locker" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_method_translations" (
	"payment_method_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "payment_method_translations_payment_method_id_locale_id_pk" PRIMARY KEY("payment_method_id","locale_id"),
	CONSTRAINT "payment_method_translations_locale_check" CHECK ("payment_method_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" smallint PRIMARY KEY NOT NULL,
	"host_ids" smallint[] NOT NULL,
	"extra_cost" integer DEFAULT 0 NOT NULL,
	"allowed_delivery_method_ids" smallint[],
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_extra_cost_check" CHECK ("payment_methods"."extra_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "custom_page_translations" ADD CONSTRAINT "custom_page_translations_page_id_host_id_custom_pages_id_host_id_fk" FOREIGN KEY ("page_id","host_id") REFERENCES "public"."custom_pages"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "salon_translations" ADD CONSTRAINT "salon_translations_salon_id_host_id_salons_id_host_id_fk" FOREIGN KEY ("salon_id","host_id") REFERENCES "public"."salons"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_host_id_blog_categories_id_host_id_fk" FOREIGN KEY ("category_id","host_id") REFERENCES "public"."blog_categories"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_post_id_host_id_blog_posts_id_host_id_fk" FOREIGN KEY ("post_id","host_id") REFERENCES "public"."blog_posts"("id","host_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_categories" ADD CONSTRAINT "blog_post_categories_category_id_host_id_blog_categories_id_host_id_fk" FOREIGN KEY ("category_id","host_id") REFERENCES "public"."blog_categories"("id","host_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_post_id_host_id_blog_posts_id_host_id_fk" FOREIGN KEY ("post_id","host_id") REFERENCES "public"."blog_posts"("id","host_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_tags" ADD CONSTRAINT "blog_post_tags_tag_id_host_id_blog_tags_id_host_id_fk" FOREIGN KEY ("tag_id","host_id") REFERENCES "public"."blog_tags"("id","host_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_host_id_blog_posts_id_host_id_fk" FOREIGN KEY ("post_id","host_id") REFERENCES "public"."blog_posts"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_tag_translations" ADD CONSTRAINT "blog_tag_translations_tag_id_host_id_blog_tags_id_host_id_fk" FOREIGN KEY ("tag_id","host_id") REFERENCES "public"."blog_tags"("id","host_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "delivery_method_translations" ADD CONSTRAINT "delivery_method_translations_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_translations" ADD CONSTRAINT "payment_method_translations_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_site_idx" ON "contact_requests" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_page_translations_slug_idx" ON "custom_page_translations" USING btree ("host_id","locale_id","slug");--> statement-breakpoint
CREATE INDEX "home_carousels_site_idx" ON "home_carousels" USING btree ("host_id","locale_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("host_id","from_url");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_translations_slug_idx" ON "salon_translations" USING btree ("host_id","locale_id","slug");--> statement-breakpoint
CREATE INDEX "salons_site_idx" ON "salons" USING btree ("host_id","site_ordering");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_translations_slug_idx" ON "blog_category_translations" USING btree ("host_id","locale_id","slug");--> statement-breakpoint
CREATE INDEX "blog_post_categories_category_idx" ON "blog_post_categories" USING btree ("category_id","post_id");--> statement-breakpoint
CREATE INDEX "blog_post_tags_tag_idx" ON "blog_post_tags" USING btree ("tag_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_translations_slug_idx" ON "blog_post_translations" USING btree ("host_id","locale_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_site_date_idx" ON "blog_posts" USING btree ("host_id","publication_date");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_tag_translations_slug_idx" ON "blog_tag_translations" USING btree ("host_id","locale_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_idx" ON "search_documents" USING btree ("type","ref_id","locale_id");--> statement-breakpoint
CREATE INDEX "search_documents_site_idx" ON "search_documents" USING btree ("host_id","locale_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "gls_parcel_shops_code_idx" ON "gls_parcel_shops" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gls_parcel_shops_zipcode_idx" ON "gls_parcel_shops" USING btree ("is_active","zipcode");