-- Storefront caches (packages/server/src/cache) keep pages and public API answers built from
-- these tables. Every statement that changes one announces it on the `data_changes` channel when
-- its transaction commits (NOTIFY is transactional, and repeats within a transaction are sent
-- once), whoever writes: the API, a seed or import in another process, another instance's
-- housekeeping. The payload is the table's name; training_dates carries the seats.
CREATE OR REPLACE FUNCTION notify_data_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER blog_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_category_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_post_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_post_tags_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_post_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_post_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_tag_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_tag_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER blog_tags_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER custom_page_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_page_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER custom_pages_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON custom_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER delivery_method_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_method_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER delivery_methods_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_methods
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER education_level_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON education_level_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER education_levels_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON education_levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER gift_rules_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_rules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER home_carousels_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_carousels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER menu_links_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER payment_method_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_method_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER payment_methods_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_category_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_main_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_main_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_main_category_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_main_category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_pictures_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_price_history_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_history
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_sub_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sub_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_sub_category_links_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sub_category_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_sub_category_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sub_category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER product_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER products_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER redirects_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON redirects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER salon_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salon_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER salons_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER search_documents_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER street_type_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON street_type_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER street_types_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON street_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_categories_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_category_links_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_category_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_category_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_dates_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_dates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_images_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER training_translations_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
--> statement-breakpoint
CREATE TRIGGER trainings_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trainings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
