DROP INDEX "posts_category_idx";--> statement-breakpoint
CREATE INDEX "posts_category_created_idx" ON "posts" USING btree ("category_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);