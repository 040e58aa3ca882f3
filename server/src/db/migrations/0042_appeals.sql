-- Appeals of a quest's eligibility rules (issue 41): a refused person's message and the brand's decision with its
-- reason, one per person and quest. Hand-written from db/schema/eligibility.ts.
CREATE TABLE "quest_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_appeals_status_known" CHECK ("quest_appeals"."status" in ('PENDING', 'ACCEPTED', 'REFUSED'))
);
--> statement-breakpoint
ALTER TABLE "quest_appeals" ADD CONSTRAINT "quest_appeals_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_appeals" ADD CONSTRAINT "quest_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_appeals_quest_user_unique" ON "quest_appeals" USING btree ("quest_id","user_id");--> statement-breakpoint
CREATE INDEX "quest_appeals_quest_status" ON "quest_appeals" USING btree ("quest_id","status","created_at");
