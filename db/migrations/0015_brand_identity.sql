CREATE TABLE "brand_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"application_key" text,
	"tenant_id" text,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_assets_one_owner" CHECK (("brand_assets"."application_key" is null) <> ("brand_assets"."tenant_id" is null)),
	CONSTRAINT "brand_assets_kind_known" CHECK ("brand_assets"."kind" in ('logo', 'favicon')),
	CONSTRAINT "brand_assets_type_known" CHECK ("brand_assets"."content_type" in ('image/svg+xml', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mail_sender_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "footer_ja" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "footer_en" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "brand_name" text;--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_application_key_applications_key_fk" FOREIGN KEY ("application_key") REFERENCES "public"."applications"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_assets_application_kind_idx" ON "brand_assets" USING btree ("application_key","kind") WHERE "brand_assets"."application_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_assets_tenant_kind_idx" ON "brand_assets" USING btree ("tenant_id","kind") WHERE "brand_assets"."tenant_id" is not null;