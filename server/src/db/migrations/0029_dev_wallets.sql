-- Development chain only: the wallet the product holds for each user who funds their balance in one click.
CREATE TABLE "dev_wallets" (
	"user_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "dev_wallets" ADD CONSTRAINT "dev_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_wallets_user" ON "dev_wallets" USING btree ("chain_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_wallets_address" ON "dev_wallets" USING btree ("chain_id","address");
