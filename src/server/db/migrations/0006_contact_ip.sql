ALTER TABLE "contact_requests" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "contact_requests_ip_created_idx" ON "contact_requests" USING btree ("ip","created_at" DESC NULLS LAST);