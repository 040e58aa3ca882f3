-- The badge of a season's ten first (issue 37 item 4): a rule badge kind, awarded by the season payout.
ALTER TABLE "user_badges" DROP CONSTRAINT "user_badges_kind_known";--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_kind_known" CHECK ("user_badges"."kind" in ('FIRST_QUEST', 'TEN_QUESTS', 'STREAK_7', 'TOP_10_XP', 'SEASON_TOP_10', 'BRAND'));
