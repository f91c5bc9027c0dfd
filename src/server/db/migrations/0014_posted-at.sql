ALTER TABLE "posts" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Ads stored before: their first date is the one they have.
UPDATE "posts" SET "posted_at" = "created_at";
