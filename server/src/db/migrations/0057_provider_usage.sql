-- What checks of a quest's social conditions asked each provider (issue 39 item 4: the brand's X cost meter): calls
-- and records read, per quest and network. Hand-written from db/schema/social.ts.
CREATE TABLE "provider_usage" (
	"quest_id" uuid NOT NULL,
	"network" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"records" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_usage_network_known" CHECK ("provider_usage"."network" in ('TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'))
);
--> statement-breakpoint
ALTER TABLE "provider_usage" ADD CONSTRAINT "provider_usage_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_usage_quest_network" ON "provider_usage" USING btree ("quest_id","network");
