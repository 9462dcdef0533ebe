ALTER TABLE "messages" ADD COLUMN "credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Before issue 18 a reply cost one credit a token (offline replies too): what was charged then.
UPDATE "messages" SET "credits" = "total_tokens" WHERE "role" = 'assistant' AND "total_tokens" > 0;
