-- When a person chose their role; until then the app offers the choice again. Accounts made before are taken as chosen.
ALTER TABLE "users" ADD COLUMN "role_chosen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "role_chosen_at" = "created_at";
