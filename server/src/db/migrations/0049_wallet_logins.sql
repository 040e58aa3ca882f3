-- Sign in with a wallet (SIWE, EIP-4361, issue 39): linked wallets and the single-use nonces of their messages.
CREATE TABLE "wallet_logins" (
	"address" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "wallet_logins" ADD CONSTRAINT "wallet_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_logins_user_idx" ON "wallet_logins" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "siwe_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "siwe_nonces_expires" ON "siwe_nonces" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("email_codes"."purpose" in ('REGISTER', 'RESET_PASSWORD', 'WITHDRAW', 'ADDRESS_CHANGE', 'ADD_EMAIL', 'WALLET_LINK'));
