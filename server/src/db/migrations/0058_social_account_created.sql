-- When the account was made at its provider (X tells it), read at connect time; null when the provider does not
-- tell. The risk score's NEW_SOCIAL_ACCOUNT signal and the X_ACCOUNT_AGE rule read it (issue 41).
ALTER TABLE "social_accounts" ADD COLUMN "provider_created_at" timestamp with time zone;
