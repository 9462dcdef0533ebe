CREATE TABLE "tenant_category_settings" (
	"tenant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_category_settings_tenant_id_category_id_pk" PRIMARY KEY("tenant_id","category_id"),
	CONSTRAINT "tenant_category_settings_position_non_negative" CHECK ("tenant_category_settings"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tenant_chat_placements" (
	"tenant_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"category_id" text,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_chat_placements_tenant_id_chat_id_pk" PRIMARY KEY("tenant_id","chat_id"),
	CONSTRAINT "tenant_chat_placements_position_non_negative" CHECK ("tenant_chat_placements"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tenant_category_settings" ADD CONSTRAINT "tenant_category_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_category_settings" ADD CONSTRAINT "tenant_category_settings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_chat_placements" ADD CONSTRAINT "tenant_chat_placements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_chat_placements" ADD CONSTRAINT "tenant_chat_placements_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_chat_placements" ADD CONSTRAINT "tenant_chat_placements_category_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_chat_placements_category_idx" ON "tenant_chat_placements" USING btree ("category_id");