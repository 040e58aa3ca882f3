-- Rows that are updated again and again (a balance on every movement, a participation at each step, a condition's
-- check at each verification) leave a fifth of each page free, so an update that changes no indexed column stays on
-- its page (a HOT update) and writes no index entries. Pages filled to the brim made 9 in 10 claim updates rewrite
-- every index of user_quests and ledger_accounts.
ALTER TABLE "ledger_accounts" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "user_quests" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "condition_checks" SET (fillfactor = 80);
