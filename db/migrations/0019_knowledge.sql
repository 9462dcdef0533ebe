CREATE TABLE "knowledge_base_chats" (
	"knowledge_base_id" text NOT NULL,
	"chat_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_base_chats_knowledge_base_id_chat_id_pk" PRIMARY KEY("knowledge_base_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_bases" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" text NOT NULL,
	"scope" text NOT NULL,
	"position" integer NOT NULL,
	"page" integer,
	"location" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"text" text NOT NULL,
	"term_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_document_files" (
	"document_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"knowledge_base_id" text,
	"tenant_id" text,
	"thread_id" text,
	"message_id" text,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages" integer,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_documents_status_known" CHECK ("knowledge_documents"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "knowledge_documents_owner" CHECK ("knowledge_documents"."knowledge_base_id" is null or "knowledge_documents"."thread_id" is null)
);
--> statement-breakpoint
CREATE TABLE "knowledge_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "knowledge_jobs_state_known" CHECK ("knowledge_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_scope_stats" (
	"scope" text PRIMARY KEY NOT NULL,
	"chunk_count" bigint DEFAULT 0 NOT NULL,
	"term_total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_term_stats" (
	"scope" text NOT NULL,
	"term" text NOT NULL,
	"chunk_count" integer NOT NULL,
	CONSTRAINT "knowledge_term_stats_scope_term_pk" PRIMARY KEY("scope","term")
);
--> statement-breakpoint
CREATE TABLE "knowledge_terms" (
	"scope" text NOT NULL,
	"term" text NOT NULL,
	"chunk_id" bigint NOT NULL,
	"frequency" integer NOT NULL,
	"chunk_terms" integer NOT NULL,
	CONSTRAINT "knowledge_terms_scope_term_chunk_id_pk" PRIMARY KEY("scope","term","chunk_id")
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "alternate_questions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "embeddings" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "storage_mb" integer;--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ADD CONSTRAINT "knowledge_base_chats_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ADD CONSTRAINT "knowledge_base_chats_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ADD CONSTRAINT "knowledge_document_files_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_knowledge_base_id_knowledge_bases_id_fk" FOREIGN KEY ("knowledge_base_id") REFERENCES "public"."knowledge_bases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ADD CONSTRAINT "knowledge_jobs_document_id_knowledge_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."knowledge_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_chunk_id_knowledge_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."knowledge_chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_base_chats_chat_idx" ON "knowledge_base_chats" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "knowledge_bases_tenant_idx" ON "knowledge_bases" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_chunks_document_position_idx" ON "knowledge_chunks" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "knowledge_chunks_scope_idx" ON "knowledge_chunks" USING btree ("scope");--> statement-breakpoint
CREATE INDEX "knowledge_documents_base_idx" ON "knowledge_documents" USING btree ("knowledge_base_id","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_documents_tenant_idx" ON "knowledge_documents" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "knowledge_documents_thread_idx" ON "knowledge_documents" USING btree ("tenant_id","thread_id");--> statement-breakpoint
CREATE INDEX "knowledge_jobs_ready_idx" ON "knowledge_jobs" USING btree ("run_at") WHERE "knowledge_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_jobs_one_active_idx" ON "knowledge_jobs" USING btree ("document_id","kind") WHERE "knowledge_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "knowledge_terms_chunk_idx" ON "knowledge_terms" USING btree ("chunk_id");