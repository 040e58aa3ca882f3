-- A delivery is claimed (a lease) by the run that sends it, so that two runs of its job (a job sent twice, two
-- instances, a redelivery racing a retry) never send it at the same time.
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "claimed_until" timestamp with time zone;
