ALTER TABLE "tenants" ADD COLUMN "ip_allow_list" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "session_lifetime_hours" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "session_idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_session_lifetime_range" CHECK ("tenants"."session_lifetime_hours" is null or "tenants"."session_lifetime_hours" between 1 and 2160);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_session_idle_range" CHECK ("tenants"."session_idle_minutes" is null or "tenants"."session_idle_minutes" between 5 and 43200);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_ip_allow_list_size" CHECK (cardinality("tenants"."ip_allow_list") <= 200);