CREATE TABLE "messages" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"thread_id" text NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"error_message" text,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"model" text,
	"sources" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "messages_role_known" CHECK ("messages"."role" in ('user', 'assistant')),
	CONSTRAINT "messages_status_known" CHECK ("messages"."status" in ('complete', 'streaming', 'aborted', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"chat_kind" text NOT NULL,
	"keyword" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "threads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "threads_chat_kind_known" CHECK ("threads"."chat_kind" in ('chat', 'customchat', 'faqchat', 'opschat'))
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "usage_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"chat_kind" text NOT NULL,
	"keyword" text NOT NULL,
	"thread_id" text,
	"model" text NOT NULL,
	"day" date NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"charged_tokens" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_fk" FOREIGN KEY ("tenant_id","thread_id") REFERENCES "public"."threads"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_events" ADD CONSTRAINT "usage_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("tenant_id","thread_id","created_at");--> statement-breakpoint
CREATE INDEX "threads_user_recent_idx" ON "threads" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "threads_chat_idx" ON "threads" USING btree ("tenant_id","chat_kind","keyword","created_at");--> statement-breakpoint
CREATE INDEX "usage_events_chat_day_idx" ON "usage_events" USING btree ("tenant_id","chat_kind","keyword","day");--> statement-breakpoint
CREATE INDEX "usage_events_user_day_idx" ON "usage_events" USING btree ("tenant_id","user_id","day");