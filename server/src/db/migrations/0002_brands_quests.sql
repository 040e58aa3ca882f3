CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text,
	"slug" text NOT NULL,
	"description" text,
	"website" text,
	"twitter" text,
	"logo" text,
	"cover" text,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"backers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_bps" integer NOT NULL,
	"status" text DEFAULT 'CREATING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_status_known" CHECK ("brands"."status" in ('CREATING', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "brands_fee_bps_range" CHECK ("brands"."fee_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country_id" integer,
	"province_id" integer,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"network" text NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"reward_amount" numeric(78, 0) DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_status_known" CHECK ("quests"."status" in ('DRAFT', 'PUBLISHED', 'ENDED')),
	CONSTRAINT "quests_reward_not_negative" CHECK ("quests"."reward_amount" >= 0),
	CONSTRAINT "quests_end_after_start" CHECK ("quests"."end_at" is null or "quests"."start_at" is null or "quests"."end_at" > "quests"."start_at")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"result_type" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_result_type_known" CHECK ("tasks"."result_type" in ('LINK', 'TEXT', 'IMAGE'))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_conditions" ADD CONSTRAINT "quest_conditions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_one_draft_per_owner" ON "brands" USING btree ("owner_id") WHERE "brands"."status" = 'CREATING';--> statement-breakpoint
CREATE INDEX "brands_owner" ON "brands" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "brands_status_created" ON "brands" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "brands_categories" ON "brands" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "locations_type_country" ON "locations" USING btree ("type","country_id");--> statement-breakpoint
CREATE INDEX "locations_province" ON "locations" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "quest_conditions_quest" ON "quest_conditions" USING btree ("quest_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_title_per_brand" ON "quests" USING btree ("brand_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "quests_slug_unique" ON "quests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "quests_brand_created" ON "quests" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "quests_status_created" ON "quests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quests_categories" ON "quests" USING gin ("category_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_position_per_quest" ON "tasks" USING btree ("quest_id","position");