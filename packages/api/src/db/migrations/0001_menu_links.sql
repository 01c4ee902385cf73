CREATE TABLE "menu_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" smallint NOT NULL,
	"locale_id" smallint NOT NULL,
	"menu" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_links_host_id_check" CHECK ("menu_links"."host_id" in (1, 2)),
	CONSTRAINT "menu_links_locale_id_check" CHECK ("menu_links"."locale_id" in (1, 2))
);
--> statement-breakpoint
CREATE INDEX "menu_links_site_idx" ON "menu_links" USING btree ("host_id","locale_id","menu","sort");