CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "posts_section_search_idx" ON "posts" USING gin ("section_id","location_id","search") WHERE "posts"."status" = 'active';