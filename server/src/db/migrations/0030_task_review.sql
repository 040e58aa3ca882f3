-- Each task says who accepts its results: AUTO (when sent) or MANUAL (the brand owner reviews; the default, also for
-- tasks written before: a brand that never chose pays only for results it saw).
ALTER TABLE "tasks" ADD COLUMN "review" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_review_known" CHECK ("tasks"."review" in ('AUTO', 'MANUAL'));
