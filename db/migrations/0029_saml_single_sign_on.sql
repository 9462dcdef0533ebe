CREATE TABLE "saml_email_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"redirect_to" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"assertion_id" text
);
--> statement-breakpoint
CREATE TABLE "tenant_saml_providers" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"idp_entity_id" text NOT NULL,
	"idp_sso_url" text NOT NULL,
	"idp_certificates" text[] NOT NULL,
	"metadata_url" text,
	"metadata_xml" text NOT NULL,
	"email_domains" text[] NOT NULL,
	"default_role" text DEFAULT 'member' NOT NULL,
	"sp_private_key" text NOT NULL,
	"sp_certificate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_saml_default_role_known" CHECK ("tenant_saml_providers"."default_role" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "saml_email_domains" ADD CONSTRAINT "saml_email_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_requests" ADD CONSTRAINT "saml_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_saml_providers" ADD CONSTRAINT "tenant_saml_providers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saml_email_domains_tenant_idx" ON "saml_email_domains" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saml_requests_assertion_unique" ON "saml_requests" USING btree ("tenant_id","assertion_id");