-- E-mailed codes may also confirm replacing a proven wallet address (the alternative to the password).
ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("email_codes"."purpose" in ('REGISTER', 'RESET_PASSWORD', 'WITHDRAW', 'ADDRESS_CHANGE'));
