-- A failing webhook delivery is retried until a set time (its first failed try + WEBHOOK_RETRY_HOURS), then fails and
-- turns its endpoint off: issue 40's "retried for 24 h" and "an endpoint failing for 24 h is disabled". Hand-written
-- from db/schema/webhooks.ts.
ALTER TABLE "webhook_deliveries" ADD COLUMN "retry_until" timestamp with time zone;
