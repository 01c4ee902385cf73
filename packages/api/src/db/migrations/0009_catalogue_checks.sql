ALTER TABLE "trainings" DROP CONSTRAINT "trainings_prices_check";--> statement-breakpoint
DROP INDEX "product_category_translations_slug_idx";--> statement-breakpoint
DROP INDEX "product_main_category_translations_slug_idx";--> statement-breakpoint
DROP INDEX "product_sub_category_translations_slug_idx";--> statement-breakpoint
DROP INDEX "product_translations_slug_idx";--> statement-breakpoint
DROP INDEX "training_category_translations_slug_idx";--> statement-breakpoint
DROP INDEX "training_translations_slug_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "product_category_translations_slug_idx" ON "product_category_translations" USING btree ("slug","locale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_main_category_translations_slug_idx" ON "product_main_category_translations" USING btree ("slug","locale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sub_category_translations_slug_idx" ON "product_sub_category_translations" USING btree ("slug","locale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_slug_idx" ON "product_translations" USING btree ("slug","locale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_category_translations_slug_idx" ON "training_category_translations" USING btree ("slug","locale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_translations_slug_idx" ON "training_translations" USING btree ("slug","locale_id");--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_prices_check" CHECK (("trainings"."classroom_price" is not null) = ("trainings"."location_type_id" in (1, 3))
        and ("trainings"."online_price" is not null) = ("trainings"."location_type_id" in (2, 3))
        and ("trainings"."online_sales_price" is null or coalesce("trainings"."online_sales_price" between 0 and "trainings"."online_price" - 1, false))
        and ("trainings"."classroom_sales_price" is null
          or coalesce("trainings"."classroom_sales_price" between 0 and "trainings"."classroom_price" - 1, false))
        and coalesce("trainings"."online_price", 0) >= 0 and coalesce("trainings"."classroom_price", 0) >= 0);