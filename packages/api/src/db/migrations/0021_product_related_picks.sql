CREATE TABLE "product_related_picks" (
	"product_id" integer NOT NULL,
	"related_product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_related_picks_product_id_related_product_id_pk" PRIMARY KEY("product_id","related_product_id"),
	CONSTRAINT "product_related_picks_not_self_check" CHECK ("product_related_picks"."product_id" <> "product_related_picks"."related_product_id")
);
--> statement-breakpoint
ALTER TABLE "product_related_picks" ADD CONSTRAINT "product_related_picks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related_picks" ADD CONSTRAINT "product_related_picks_related_product_id_products_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_related_picks_position_idx" ON "product_related_picks" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_related_picks_related_idx" ON "product_related_picks" USING btree ("related_product_id");--> statement-breakpoint
CREATE TRIGGER product_related_picks_data_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_related_picks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change();
