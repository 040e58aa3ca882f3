-- One identity per quest (issue 41 item 2): the wallet address and social accounts each person took part in a
-- quest with. Hand-written from db/schema/eligibility.ts.
CREATE TABLE "quest_identities" (
	"quest_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"identity" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_identities_quest_id_kind_identity_pk" PRIMARY KEY("quest_id","kind","identity")
);
--> statement-breakpoint
ALTER TABLE "quest_identities" ADD CONSTRAINT "quest_identities_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_identities" ADD CONSTRAINT "quest_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
