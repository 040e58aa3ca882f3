CREATE INDEX "user_quests_completed" ON "user_quests" USING btree ("completed_at") WHERE "user_quests"."completed_at" is not null;
