-- When a follower last told a person "new follower": kept after an unfollow, so loops notify once a day (issue 31).
CREATE TABLE "follow_notices" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_notices_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
