ALTER TABLE "users" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_label" text;--> statement-breakpoint
CREATE INDEX "users_location" ON "users" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "social_accounts" ADD COLUMN "audience" integer;
