ALTER TABLE "condition_checks" ADD COLUMN "failed_checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "condition_checks" ADD COLUMN "recheck_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "condition_checks_recheck" ON "condition_checks" USING btree ("recheck_at") WHERE "condition_checks"."recheck_at" is not null;
