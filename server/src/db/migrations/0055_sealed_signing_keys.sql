-- Badge signing keys' private halves are stored sealed (AES-256-GCM, issue 37): `sealed_private_jwk` holds a new key's;
-- `private_jwk` only a key stored in clear before this, which the server seals in place (and empties) when it loads it.
ALTER TABLE "signing_keys" ADD COLUMN "sealed_private_jwk" text;--> statement-breakpoint
ALTER TABLE "signing_keys" ALTER COLUMN "private_jwk" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD CONSTRAINT "signing_keys_private_held_once" CHECK (("signing_keys"."private_jwk" is null) <> ("signing_keys"."sealed_private_jwk" is null));
