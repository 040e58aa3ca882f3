-- A quest's page shows its conditions and tasks too: their changes move the version that cached public answers
-- carry (migration 0013), so a guest never sees an edited quest's old conditions or tasks.
CREATE CONSTRAINT TRIGGER quest_conditions_lists_touch AFTER INSERT OR UPDATE OR DELETE ON quest_conditions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quest_lists_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tasks_lists_touch AFTER INSERT OR UPDATE OR DELETE ON tasks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quest_lists_touch();
