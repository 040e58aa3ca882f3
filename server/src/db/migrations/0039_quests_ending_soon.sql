-- "Ending soonest" is read in parts (claimable, upcoming, the rest), each a walk in end order that stops at the
-- page: the claimable and upcoming parts walk the published quests, the rest every public quest.
CREATE INDEX "quests_published_ending" ON "quests" ("end_at", "id") WHERE "status" = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX "quests_public_ending" ON "quests" ("end_at", "id") WHERE "status" IN ('PUBLISHED', 'ENDED');
