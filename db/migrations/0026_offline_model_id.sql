-- The offline provider's model id was "opsai-offline": the platform's name on every brand's usage
-- page, CSV and thread JSON. It is "offline" now; the usage trigger moves the rollups with it.
UPDATE "usage_events" SET "model" = 'offline' WHERE "model" = 'opsai-offline';--> statement-breakpoint
UPDATE "messages" SET "model" = 'offline' WHERE "model" = 'opsai-offline';--> statement-breakpoint
UPDATE "chats" SET "model" = 'offline' WHERE "model" = 'opsai-offline';--> statement-breakpoint
UPDATE "model_prices" SET "model" = 'offline' WHERE "model" = 'opsai-offline'
  AND NOT EXISTS (SELECT 1 FROM "model_prices" p WHERE p."model" = 'offline'
                  AND p."application_key" IS NOT DISTINCT FROM "model_prices"."application_key");
