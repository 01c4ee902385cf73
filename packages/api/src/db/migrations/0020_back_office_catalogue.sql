CREATE TABLE "site_seo_defaults" (
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_seo_defaults_host_id_locale_id_pk" PRIMARY KEY("host_id","locale_id"),
	CONSTRAINT "site_seo_defaults_host_check" CHECK ("site_seo_defaults"."host_id" in (1, 2)),
	CONSTRAINT "site_seo_defaults_locale_check" CHECK ("site_seo_defaults"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "media_asset_translations" (
	"media_id" integer NOT NULL,
	"locale_id" smallint NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "media_asset_translations_media_id_locale_id_pk" PRIMARY KEY("media_id","locale_id"),
	CONSTRAINT "media_asset_translations_locale_check" CHECK ("media_asset_translations"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_promotions_price_check" CHECK ("product_promotions"."price" >= 0),
	CONSTRAINT "product_promotions_window_check" CHECK ("product_promotions"."ends_at" is null or "product_promotions"."ends_at" > "product_promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "short_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_content" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_content_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "online_url" text;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_dates" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "media_asset_translations" ADD CONSTRAINT "media_asset_translations_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_promotions" ADD CONSTRAINT "product_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_path_idx" ON "media_assets" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_sha256_idx" ON "media_assets" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "media_assets_created_idx" ON "media_assets" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_promotions_product_idx" ON "product_promotions" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_promotions_window_idx" ON "product_promotions" USING btree ("starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_media_idx" ON "product_pictures" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_net_content_check" CHECK (("products"."net_content" is null) = ("products"."net_content_unit" is null)
        and coalesce("products"."net_content" > 0, true) and coalesce("products"."net_content_unit" in ('ml', 'g', 'pcs'), true));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock_quantity" is null or "products"."stock_quantity" >= 0);--> statement-breakpoint
-- The storefronts show these (alt texts, default SEO): their changes reach the page cache (0011).
CREATE TRIGGER media_assets_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_assets
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER media_asset_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_asset_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER site_seo_defaults_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_seo_defaults
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_promotions_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_promotions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
