ALTER TABLE "applications" ALTER COLUMN "settings" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "settings" DROP NOT NULL;