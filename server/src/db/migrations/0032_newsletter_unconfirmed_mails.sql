-- Confirmation mails sent to a newsletter address since it last confirmed: past three it is mailed no more (issue 31).
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unconfirmed_mails" integer DEFAULT 1 NOT NULL;
