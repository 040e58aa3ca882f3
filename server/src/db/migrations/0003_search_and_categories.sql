-- Hand-written: keyword search indexes drizzle cannot express, and the fixed category list (docs/domain.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quests_title_trgm" ON "quests" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "brands_name_trgm" ON "brands" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "categories" ("id", "name", "position") VALUES
  ('defi', 'DeFi', 1),
  ('gaming', 'Gaming', 2),
  ('nft', 'NFT', 3),
  ('social', 'Social', 4),
  ('education', 'Education', 5),
  ('art', 'Art', 6),
  ('music', 'Music', 7),
  ('sports', 'Sports', 8),
  ('technology', 'Technology', 9),
  ('lifestyle', 'Lifestyle', 10),
  ('fashion', 'Fashion', 11),
  ('food', 'Food', 12),
  ('travel', 'Travel', 13),
  ('fitness', 'Fitness', 14),
  ('finance', 'Finance', 15)
ON CONFLICT ("id") DO NOTHING;
