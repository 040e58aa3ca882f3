ALTER TABLE "email_codes" DROP CONSTRAINT "email_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_purpose_known" CHECK ("email_codes"."purpose" in ('REGISTER', 'RESET_PASSWORD', 'WITHDRAW', 'ADDRESS_CHANGE', 'ADD_EMAIL'));
