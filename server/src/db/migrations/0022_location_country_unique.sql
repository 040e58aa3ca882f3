-- A country appears once: two loaders starting together (several instances) could each add it before.
DELETE FROM "locations" l USING "locations" d
  WHERE l."type" = 'COUNTRY' AND d."type" = 'COUNTRY' AND l."code" = d."code" AND l."id" > d."id";--> statement-breakpoint
DELETE FROM "locations" l WHERE l."type" <> 'COUNTRY'
  AND NOT EXISTS (SELECT 1 FROM "locations" c WHERE c."id" = l."country_id" AND c."type" = 'COUNTRY');--> statement-breakpoint
CREATE UNIQUE INDEX "locations_country_code" ON "locations" USING btree ("code") WHERE "locations"."type" = 'COUNTRY';
