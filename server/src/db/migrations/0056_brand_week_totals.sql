-- Stored brand "this week" board totals (issue 37 item 3): each person's XP from a brand's quests per week (Monday
-- 00:00 UTC), kept by awardXp in the award's transaction like xp_brand_totals; filled here from the entries already
-- written. The brand's week board was summed from the entries on every read. Hand-written from db/schema/seasons.ts.
CREATE TABLE "xp_brand_weeks" (
	"brand_id" uuid NOT NULL,
	"week" date NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_brand_weeks_brand_id_week_user_id_pk" PRIMARY KEY("brand_id","week","user_id")
);
--> statement-breakpoint
ALTER TABLE "xp_brand_weeks" ADD CONSTRAINT "xp_brand_weeks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xp_brand_weeks_rank" ON "xp_brand_weeks" USING btree ("brand_id","week","xp" DESC NULLS LAST,"reached_at","user_id") WHERE "xp_brand_weeks"."xp" > 0;--> statement-breakpoint
INSERT INTO "xp_brand_weeks" ("brand_id", "week", "user_id", "xp", "reached_at")
SELECT q."brand_id", date_trunc('week', e."created_at" AT TIME ZONE 'UTC')::date, e."user_id", sum(e."amount"), max(e."created_at")
FROM "xp_entries" e
JOIN "quests" q ON q."id" = e."quest_id"
WHERE q."brand_id" IS NOT NULL
GROUP BY 1, 2, 3;
