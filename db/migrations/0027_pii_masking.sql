-- PII masking before the model (issue 19, ADR 034): each application's and each tenant's
-- settings, and the spans masked in a user's message. Null everywhere: nothing masked, as before.
ALTER TABLE "messages" ADD COLUMN "masked_spans" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pii_masking" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pii_masking" jsonb;
