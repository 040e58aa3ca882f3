-- Public answers (quest lists, quest pages, suggestions) show an escrow only as whether it covers one more reward
-- (funding, claimability). The version they carry (migration 0013) moved on every update of every ledger account: a
-- claim batch queued one bump per payee and the escrow at its commit, and any balance anywhere (a claim, a
-- deposit, a stake) made every cached answer of every instance stale. Now only an escrow whose balance turns from
-- covering a reward to not covering one, or back, moves it.
DROP TRIGGER "ledger_accounts_lists_touch" ON "ledger_accounts";--> statement-breakpoint
CREATE OR REPLACE FUNCTION quest_escrow_lists_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM quests q WHERE q.id = NEW.quest_id
      AND (OLD.balance >= q.reward_amount) IS DISTINCT FROM (NEW.balance >= q.reward_amount)) THEN
    PERFORM nextval('quest_lists_version');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_accounts_lists_touch" AFTER UPDATE OF "balance" ON "ledger_accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind = 'QUEST_ESCROW' AND OLD.balance IS DISTINCT FROM NEW.balance)
  EXECUTE FUNCTION quest_escrow_lists_touch();
