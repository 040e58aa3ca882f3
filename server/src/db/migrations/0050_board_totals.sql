-- Stored season and brand board totals (issue 37 item 3, leaderboard goal): each person's XP per season and per
-- brand, kept by awardXp in the award's transaction, filled at a season's creation; filled here from the entries
-- already written. Hand-written from db/schema/seasons.ts.
CREATE TABLE "xp_season_totals" (
	"season_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_season_totals_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "xp_brand_totals" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_brand_totals_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "xp_season_totals" ADD CONSTRAINT "xp_season_totals_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_brand_totals" ADD CONSTRAINT "xp_brand_totals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xp_season_totals_rank" ON "xp_season_totals" USING btree ("season_id","xp" DESC NULLS LAST,"reached_at","user_id") WHERE "xp_season_totals"."xp" > 0;--> statement-breakpoint
CREATE INDEX "xp_brand_totals_rank" ON "xp_brand_totals" USING btree ("brand_id","xp" DESC NULLS LAST,"reached_at","user_id") WHERE "xp_brand_totals"."xp" > 0;--> statement-breakpoint
INSERT INTO "xp_season_totals" ("season_id", "user_id", "xp", "reached_at")
SELECT sq."season_id", e."user_id", sum(e."amount"), max(e."created_at")
FROM "xp_entries" e
JOIN "season_quests" sq ON sq."quest_id" = e."quest_id"
JOIN "seasons" s ON s."id" = sq."season_id" AND e."created_at" >= s."start_at" AND e."created_at" < s."end_at"
GROUP BY sq."season_id", e."user_id";--> statement-breakpoint
INSERT INTO "xp_brand_totals" ("brand_id", "user_id", "xp", "reached_at")
SELECT q."brand_id", e."user_id", sum(e."amount"), max(e."created_at")
FROM "xp_entries" e
JOIN "quests" q ON q."id" = e."quest_id"
WHERE q."brand_id" IS NOT NULL
GROUP BY q."brand_id", e."user_id";
