ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "facebook_profile_url" text;
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"network" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text NOT NULL,
	"profile_url" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_accounts_network_known" CHECK ("social_accounts"."network" in ('TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'))
);
--> statement-breakpoint
CREATE TABLE "brand_social_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"verified_by" uuid NOT NULL,
	"network" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"username" text NOT NULL,
	"profile_url" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_social_accounts_network_known" CHECK ("brand_social_accounts"."network" in ('TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'DISCORD', 'TELEGRAM'))
);
--> statement-breakpoint
CREATE TABLE "oauth_flows" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"network" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"brand_id" uuid,
	"code_verifier" text,
	"redirect" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_user_id" uuid,
	"ticket_new_user" boolean DEFAULT false NOT NULL,
	"ticket_consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_flows_purpose_known" CHECK ("oauth_flows"."purpose" in ('CONNECT', 'LOGIN', 'BRAND'))
);
--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_social_accounts" ADD CONSTRAINT "brand_social_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "brand_social_accounts" ADD CONSTRAINT "brand_social_accounts_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "oauth_flows" ADD CONSTRAINT "oauth_flows_ticket_user_id_users_id_fk" FOREIGN KEY ("ticket_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_unique" ON "social_accounts" USING btree ("network","provider_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_user_network_unique" ON "social_accounts" USING btree ("user_id","network");
--> statement-breakpoint
CREATE UNIQUE INDEX "brand_social_accounts_brand_network_unique" ON "brand_social_accounts" USING btree ("brand_id","network");
--> statement-breakpoint
CREATE INDEX "brand_social_accounts_provider" ON "brand_social_accounts" USING btree ("network","provider_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_flows_ticket_unique" ON "oauth_flows" USING btree ("ticket_hash");
--> statement-breakpoint
CREATE INDEX "oauth_flows_expires" ON "oauth_flows" USING btree ("expires_at");
