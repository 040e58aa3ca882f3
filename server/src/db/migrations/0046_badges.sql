-- Badges (issue 37 item 4): a brand's own badge and the quests it is attached to, the badges people hold (one of
-- each per person), and the keys that sign their credentials. Hand-written from db/schema/badges.ts.
CREATE TABLE "brand_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"image_from" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_badges_image_from_known" CHECK ("image_from" is null or "image_from" in ('LOGO', 'COVER'))
);
--> statement-breakpoint
ALTER TABLE "brand_badges" ADD CONSTRAINT "brand_badges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_badges_one_per_brand" ON "brand_badges" USING btree ("brand_id");--> statement-breakpoint
CREATE TABLE "quest_badges" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"badge_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quest_badges" ADD CONSTRAINT "quest_badges_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_badges" ADD CONSTRAINT "quest_badges_badge_id_brand_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."brand_badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"badge" text NOT NULL,
	"kind" text NOT NULL,
	"brand_badge_id" uuid,
	"quest_id" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_kind_known" CHECK ("kind" in ('FIRST_QUEST', 'TEN_QUESTS', 'STREAK_7', 'TOP_10_XP', 'BRAND'))
);
--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_brand_badge_id_brand_badges_id_fk" FOREIGN KEY ("brand_badge_id") REFERENCES "public"."brand_badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_once" ON "user_badges" USING btree ("user_id","badge");--> statement-breakpoint
CREATE INDEX "user_badges_user_awarded" ON "user_badges" USING btree ("user_id","awarded_at" DESC);--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
