-- Explainable risk score (issue 41 item 3): a keyed digest of the address each account signed up from (never the
-- address itself), and a quest's maximum score. Hand-written from db/schema/users.ts and db/schema/eligibility.ts.
ALTER TABLE "users" ADD COLUMN "signup_address" text;--> statement-breakpoint
CREATE INDEX "users_signup_address" ON "users" USING btree ("signup_address") WHERE "users"."signup_address" is not null;--> statement-breakpoint
ALTER TABLE "quest_eligibility" ADD COLUMN "max_risk" integer;--> statement-breakpoint
ALTER TABLE "quest_eligibility" ADD CONSTRAINT "quest_eligibility_max_risk_range" CHECK ("quest_eligibility"."max_risk" is null or "quest_eligibility"."max_risk" between 0 and 100);
