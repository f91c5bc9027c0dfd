CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"post_type" text,
	"city" text,
	"location" text,
	"category" text,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"link" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"weight" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_stats" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_stats_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "seo_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"title" text,
	"description" text,
	"h1" text,
	"seo_text" text,
	"faqs_title" text,
	"faq" jsonb,
	"howto" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('russian'::regconfig, content), 'B') || setweight(to_tsvector('simple'::regconfig, content), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "post_stats" ADD CONSTRAINT "post_stats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","weight" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "seo_overrides_path_locale_idx" ON "seo_overrides" USING btree ("path","locale");--> statement-breakpoint
CREATE INDEX "posts_promoted_idx" ON "posts" USING btree ("promoted_until");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);