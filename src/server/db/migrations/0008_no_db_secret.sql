-- The generated code key leaves the database (a copy of it must not give a live code): it lives in DATA_DIR/secrets/auth.key.
DROP TABLE IF EXISTS "secrets" CASCADE;--> statement-breakpoint
CREATE INDEX "login_failures_username_ip_created_idx" ON "login_failures" USING btree ("username","ip","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_failures_ip_created_idx" ON "login_failures" USING btree ("ip","created_at" DESC NULLS LAST);