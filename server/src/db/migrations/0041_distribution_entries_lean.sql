-- A raffle's or split's frozen list is written once, in bulk, at the quest's end (issue 38): its per-row foreign key
-- to users (the rows come from user_quests, which holds one) and an index its sorted read cannot use (that read
-- sorts by byte order, "C") cost more than they gave.
ALTER TABLE "distribution_entries" DROP CONSTRAINT "distribution_entries_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "distribution_entries_list";
