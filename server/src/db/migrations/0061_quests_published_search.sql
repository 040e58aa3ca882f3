-- Keywords matching many quests rank their open quests first (issue 35): the published quests' own full-text
-- index hands those matches over without reading the ended ones (most quests, in time).
CREATE INDEX IF NOT EXISTS "quests_published_search" ON "quests" USING gin ("search_document") WHERE "status" = 'PUBLISHED';
