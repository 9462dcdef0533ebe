ALTER TABLE "user" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "token_packs" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name_en" text;