-- Eligibility rules per quest (issue 41): the brand's list of who may take part. Hand-written from
-- db/schema/eligibility.ts.
CREATE TABLE "quest_eligibility" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quest_eligibility" ADD CONSTRAINT "quest_eligibility_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;
