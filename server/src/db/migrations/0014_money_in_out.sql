CREATE TABLE "chain_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"asset" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"user_id" uuid,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_deposits_status_known" CHECK ("chain_deposits"."status" in ('PENDING', 'CREDITED', 'UNMATCHED', 'REORGED')),
	CONSTRAINT "chain_deposits_asset_known" CHECK ("chain_deposits"."asset" in ('TOKEN', 'NATIVE'))
);
--> statement-breakpoint
CREATE TABLE "chain_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"to_address" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"request_key" text,
	"from_address" text,
	"nonce" integer,
	"raw_tx" text,
	"tx_hash" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('REQUESTED', 'SENT', 'CONFIRMED', 'FAILED')),
	CONSTRAINT "withdrawals_asset_known" CHECK ("withdrawals"."asset" in ('TOKEN', 'NATIVE')),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crypto_address_proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_nonces" ADD CONSTRAINT "wallet_nonces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_identity" ON "chain_deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_status_idx" ON "chain_deposits" USING btree ("chain_id","status");--> statement-breakpoint
CREATE INDEX "chain_deposits_from_idx" ON "chain_deposits" USING btree ("chain_id","from_address");--> statement-breakpoint
CREATE INDEX "wallet_nonces_user_idx" ON "wallet_nonces" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "withdrawals_work_idx" ON "withdrawals" USING btree ("chain_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key" ON "withdrawals" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce" ON "withdrawals" USING btree ("chain_id","from_address","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "users_proven_address_unique" ON "users" USING btree (lower("crypto_address")) WHERE "users"."crypto_address_proven_at" is not null;--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("email_codes"."purpose" in ('REGISTER', 'RESET_PASSWORD', 'WITHDRAW'));