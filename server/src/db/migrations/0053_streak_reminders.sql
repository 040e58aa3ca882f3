CREATE TABLE "streak_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"local_day" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "streak_reminders" ADD CONSTRAINT "streak_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
