ALTER TABLE "domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- Hosts mapped before verification existed already served their tenants: they keep working
-- (verified now) and get a token, so `opsai domains verify` can be run against them too (ADR 023).
UPDATE "domains" SET "verification_token" = md5(random()::text || "hostname" || clock_timestamp()::text), "verified_at" = now() WHERE "verification_token" IS NULL;
