-- Reports by visitors who are not signed in (ads only): no reporter, the device's and the address's keyed hashes,
-- one report per device and ad.
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "visitor_device" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "visitor_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_visitor_target_idx" ON "reports" USING btree ("visitor_device","target_kind","target_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_check" CHECK ("reports"."reporter_id" is not null or ("reports"."target_kind" = 'post' and "reports"."visitor_device" is not null
        and "reports"."visitor_address" is not null));
