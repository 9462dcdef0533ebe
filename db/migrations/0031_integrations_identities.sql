ALTER TABLE "user" ADD COLUMN "service_kind" text;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "source" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "threads" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_service_kind_known" CHECK ("user"."service_kind" is null or "user"."service_kind" in ('api_key', 'widget'));--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_source_known" CHECK ("threads"."source" in ('app', 'api', 'widget'));