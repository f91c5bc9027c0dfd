CREATE TABLE "phone_reveals" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "phone_reveals_post_id_day_visitor_pk" PRIMARY KEY("post_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_reveals_day_idx" ON "phone_reveals" USING btree ("day");