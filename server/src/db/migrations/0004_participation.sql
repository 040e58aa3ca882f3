CREATE TABLE "brand_follows" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_follows_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "condition_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_condition_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"visited_at" timestamp with time zone,
	"proof" text,
	"wrong_answers" integer DEFAULT 0 NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_checks_status_known" CHECK ("condition_checks"."status" in ('OPEN', 'PENDING', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "quest_funding" (
	"quest_id" uuid PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone,
	"reclaimed_at" timestamp with time zone,
	"reclaimed_amount" numeric(78, 0)
);
--> statement-breakpoint
CREATE TABLE "task_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"result" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_results_status_known" CHECK ("task_results"."status" in ('OPEN', 'PENDING', 'VERIFIED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "user_quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'STARTED' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_amount" numeric(78, 0),
	CONSTRAINT "user_quests_status_known" CHECK ("user_quests"."status" in ('STARTED', 'COMPLETED', 'CLAIMED'))
);
--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_follows" ADD CONSTRAINT "brand_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_checks" ADD CONSTRAINT "condition_checks_quest_condition_id_quest_conditions_id_fk" FOREIGN KEY ("quest_condition_id") REFERENCES "public"."quest_conditions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_checks" ADD CONSTRAINT "condition_checks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_checks" ADD CONSTRAINT "condition_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_funding" ADD CONSTRAINT "quest_funding_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_results" ADD CONSTRAINT "task_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_follows_user" ON "brand_follows" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_checks_one_per_user" ON "condition_checks" USING btree ("quest_condition_id","user_id");--> statement-breakpoint
CREATE INDEX "condition_checks_review" ON "condition_checks" USING btree ("quest_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_results_one_per_user" ON "task_results" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "task_results_review" ON "task_results" USING btree ("quest_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_quests_one_per_user" ON "user_quests" USING btree ("quest_id","user_id");--> statement-breakpoint
CREATE INDEX "user_quests_quest_started" ON "user_quests" USING btree ("quest_id","started_at");--> statement-breakpoint
CREATE INDEX "user_quests_quest_completed" ON "user_quests" USING btree ("quest_id","completed_at") WHERE "user_quests"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "user_quests_user_completed" ON "user_quests" USING btree ("user_id","completed_at");