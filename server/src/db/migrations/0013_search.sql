CREATE TABLE "search_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_histories" ADD CONSTRAINT "search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_histories_user_keyword" ON "search_histories" USING btree ("user_id",lower("keyword"));--> statement-breakpoint
CREATE INDEX "search_histories_user_recent" ON "search_histories" USING btree ("user_id","searched_at");--> statement-breakpoint
-- Hand-written below: full-text search and list caching that drizzle cannot express (docs/decisions.md, Search).
-- One weighted document per quest: its title (A), its brand's name (B) and its description (C), each in three
-- configurations (simple keeps the words as written for prefixes; english and french stem them).
CREATE OR REPLACE FUNCTION questboard_search_document(title text, brand text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('french'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(brand, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(brand, '')), 'B')
      || setweight(to_tsvector('french'::regconfig, coalesce(brand, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
      || setweight(to_tsvector('french'::regconfig, coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION questboard_remember_terms(words text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(words, '')))) w
  WHERE length(w) BETWEEN 3 AND 40
  ORDER BY w
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "search_document" tsvector;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quests_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE brand_name text;
BEGIN
  SELECT name INTO brand_name FROM brands WHERE id = NEW.brand_id;
  NEW.search_document := questboard_search_document(NEW.title, brand_name, NEW.description);
  PERFORM questboard_remember_terms(NEW.title);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER quests_search_refresh BEFORE INSERT OR UPDATE OF title, description, brand_id ON quests
  FOR EACH ROW EXECUTE FUNCTION quests_search_refresh();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name THEN
    PERFORM questboard_remember_terms(NEW.name);
    IF TG_OP = 'UPDATE' THEN
      UPDATE quests SET search_document = questboard_search_document(title, NEW.name, description)
      WHERE brand_id = NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_search_refresh AFTER INSERT OR UPDATE OF name ON brands
  FOR EACH ROW EXECUTE FUNCTION brands_search_refresh();
--> statement-breakpoint
UPDATE quests q SET search_document = questboard_search_document(q.title, b.name, q.description)
  FROM brands b WHERE b.id = q.brand_id;
--> statement-breakpoint
SELECT questboard_remember_terms(string_agg(name, ' ')) FROM (SELECT name FROM brands UNION ALL SELECT title FROM quests) t;
--> statement-breakpoint
CREATE INDEX "quests_search" ON "quests" USING gin ("search_document");
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
  || setweight(to_tsvector('french'::regconfig, coalesce(name, '')), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
  || setweight(to_tsvector('french'::regconfig, coalesce(description, '')), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "brands_search" ON "brands" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_display_name_trgm" ON "users" USING gin ("display_name" gin_trgm_ops);
--> statement-breakpoint
-- The public lists' orders, so that a page is an index walk that stops after `limit` rows.
CREATE INDEX "quests_public_newest" ON "quests" ("created_at" DESC, "id") WHERE "status" IN ('PUBLISHED', 'ENDED');
--> statement-breakpoint
CREATE INDEX "quests_public_reward" ON "quests" ("reward_amount" DESC, "created_at" DESC, "id")
  WHERE "status" IN ('PUBLISHED', 'ENDED');
--> statement-breakpoint
-- Bumped by every row change that can alter a public quest list (quests, brands, escrow balances): cached list
-- answers carry the value they were computed at and are recomputed once it moves, in every server instance.
CREATE SEQUENCE "quest_lists_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quest_lists_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('quest_lists_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to commit time, so that a reader never sees the new version before the change it announces.
CREATE CONSTRAINT TRIGGER quests_lists_touch AFTER INSERT OR UPDATE OR DELETE ON quests
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quest_lists_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER brands_lists_touch AFTER INSERT OR UPDATE OR DELETE ON brands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quest_lists_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_accounts_lists_touch AFTER UPDATE ON ledger_accounts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION quest_lists_touch();
