CREATE TABLE "budget_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "budget_events_bucket_key_created_idx" ON "budget_events" USING btree ("bucket","key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "budget_events_created_idx" ON "budget_events" USING btree ("created_at");