ALTER TABLE "condition_checks" ADD COLUMN "connect_network" text;
