CREATE TABLE "chat_widgets" (
	"id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"chat_kind" text NOT NULL,
	"keyword" text NOT NULL,
	"service_user_id" text NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"greeting_ja" text NOT NULL,
	"greeting_en" text NOT NULL,
	"position" text DEFAULT 'bottom-right' NOT NULL,
	"accent_color" text,
	"visitor_daily_cap" integer NOT NULL,
	"daily_cap" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_widgets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "chat_widgets_id_unique" UNIQUE("id"),
	CONSTRAINT "chat_widgets_service_user_key" UNIQUE("service_user_id"),
	CONSTRAINT "chat_widgets_position_known" CHECK ("chat_widgets"."position" in ('bottom-right', 'bottom-left')),
	CONSTRAINT "chat_widgets_origins_size" CHECK (cardinality("chat_widgets"."allowed_origins") between 1 and 20),
	CONSTRAINT "chat_widgets_caps_positive" CHECK ("chat_widgets"."visitor_daily_cap" > 0 and "chat_widgets"."daily_cap" > 0),
	CONSTRAINT "chat_widgets_accent_hex" CHECK ("chat_widgets"."accent_color" is null or "chat_widgets"."accent_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "chat_widgets" ADD CONSTRAINT "chat_widgets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_widgets" ADD CONSTRAINT "chat_widgets_service_user_id_user_id_fk" FOREIGN KEY ("service_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_widgets_chat_idx" ON "chat_widgets" USING btree ("tenant_id","chat_kind","keyword");