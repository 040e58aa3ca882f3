-- Telegram widget answers already used, kept for their day, so another account cannot replay one (issue 31).
CREATE TABLE "telegram_login_answers" (
	"answer_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "telegram_login_answers" ADD CONSTRAINT "telegram_login_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telegram_login_answers_expires" ON "telegram_login_answers" USING btree ("expires_at");
