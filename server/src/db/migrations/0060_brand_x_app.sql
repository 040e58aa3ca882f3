-- Issue 39 item 4: a brand's own X app credentials (its bearer token sealed with the token cipher), and the meter
-- saying whose credentials paid for each call. Hand-written from db/schema/social.ts.
CREATE TABLE "brand_x_apps" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"bearer_sealed" text NOT NULL,
	"last4" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_x_apps" ADD CONSTRAINT "brand_x_apps_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD COLUMN "payer" text DEFAULT 'PLATFORM' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_usage" ADD CONSTRAINT "provider_usage_payer_known" CHECK ("provider_usage"."payer" in ('PLATFORM', 'BRAND'));--> statement-breakpoint
DROP INDEX "provider_usage_quest_network";--> statement-breakpoint
CREATE UNIQUE INDEX "provider_usage_quest_network_payer" ON "provider_usage" USING btree ("quest_id","network","payer");
