-- Referrals (issue 37 item 6): each person's code, who brought whom (once, never changed but for counted_at), and the
-- code a social sign-in carries to the account it may make. Hand-written from db/schema/referrals.ts and social.ts.
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_unique" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counted_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_unique" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE FUNCTION "referrals_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.referrer_id <> OLD.referrer_id OR NEW.referred_id <> OLD.referred_id OR NEW.created_at <> OLD.created_at
     OR OLD.counted_at IS NOT NULL THEN
    RAISE EXCEPTION 'a referral is recorded once: only counted_at may be set, once';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "referrals_fixed" BEFORE UPDATE ON "referrals" FOR EACH ROW EXECUTE FUNCTION "referrals_fixed"();--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD COLUMN "referral_code" text;
