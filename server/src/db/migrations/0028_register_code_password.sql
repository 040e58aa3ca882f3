-- An activation code carries the password of the sign-up that asked for it: activation sets that password.
ALTER TABLE "email_codes" ADD COLUMN "password_hash" text;
