-- Hand-written (ADR 050): every knowledge table gets a NOT NULL tenant_id at the head of its keys,
-- the catalogue's knowledge takes the tenant id '_catalogue' (CATALOGUE_TENANT_ID), and rows point
-- at their parents by (tenant_id, id). The foreign keys to tenants go: '_catalogue' is no tenant,
-- and deleting a tenant deletes its knowledge itself (tenant-deletion.server.ts).
ALTER TABLE "knowledge_base_chats" DROP CONSTRAINT "knowledge_base_chats_knowledge_base_id_knowledge_bases_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" DROP CONSTRAINT "knowledge_base_chats_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_bases" DROP CONSTRAINT "knowledge_bases_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP CONSTRAINT "knowledge_chunks_document_id_knowledge_documents_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP CONSTRAINT "knowledge_chunks_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_document_files" DROP CONSTRAINT "knowledge_document_files_document_id_knowledge_documents_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_document_files" DROP CONSTRAINT "knowledge_document_files_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_documents" DROP CONSTRAINT "knowledge_documents_knowledge_base_id_knowledge_bases_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_documents" DROP CONSTRAINT "knowledge_documents_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_jobs" DROP CONSTRAINT "knowledge_jobs_document_id_knowledge_documents_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_jobs" DROP CONSTRAINT "knowledge_jobs_tenant_id_tenants_id_fk";--> statement-breakpoint
ALTER TABLE "knowledge_terms" DROP CONSTRAINT "knowledge_terms_chunk_id_knowledge_chunks_id_fk";--> statement-breakpoint
-- The embeddings side table (db/migrate.ts, only where pgvector exists) points at chunks by id.
DO $$ BEGIN
  IF to_regclass('knowledge_chunk_embeddings') IS NOT NULL THEN
    ALTER TABLE knowledge_chunk_embeddings DROP CONSTRAINT IF EXISTS knowledge_chunk_embeddings_chunk_id_fkey;
    ALTER TABLE knowledge_chunk_embeddings DROP CONSTRAINT IF EXISTS knowledge_chunk_embeddings_pkey;
    ALTER TABLE knowledge_chunk_embeddings ADD COLUMN IF NOT EXISTS tenant_id text;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "knowledge_bases_tenant_idx";--> statement-breakpoint
DROP INDEX "knowledge_documents_tenant_idx";--> statement-breakpoint
DROP INDEX "knowledge_chunks_document_position_idx";--> statement-breakpoint
DROP INDEX "knowledge_jobs_one_active_idx";--> statement-breakpoint
DROP INDEX "knowledge_terms_chunk_idx";--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" DROP CONSTRAINT "knowledge_base_chats_knowledge_base_id_chat_id_pk";--> statement-breakpoint
ALTER TABLE "knowledge_term_stats" DROP CONSTRAINT "knowledge_term_stats_scope_term_pk";--> statement-breakpoint
ALTER TABLE "knowledge_bases" DROP CONSTRAINT "knowledge_bases_pkey";--> statement-breakpoint
ALTER TABLE "knowledge_chunks" DROP CONSTRAINT "knowledge_chunks_pkey";--> statement-breakpoint
ALTER TABLE "knowledge_document_files" DROP CONSTRAINT "knowledge_document_files_pkey";--> statement-breakpoint
ALTER TABLE "knowledge_documents" DROP CONSTRAINT "knowledge_documents_pkey";--> statement-breakpoint
ALTER TABLE "knowledge_jobs" DROP CONSTRAINT "knowledge_jobs_pkey";--> statement-breakpoint
ALTER TABLE "knowledge_scope_stats" DROP CONSTRAINT "knowledge_scope_stats_pkey";--> statement-breakpoint
-- The catalogue's rows (tenant_id null since 0037) take the catalogue's id.
UPDATE "knowledge_bases" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "knowledge_base_chats" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "knowledge_documents" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "knowledge_chunks" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "knowledge_document_files" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
UPDATE "knowledge_jobs" SET "tenant_id" = '_catalogue' WHERE "tenant_id" IS NULL;--> statement-breakpoint
-- The index and its statistics take the tenant of the chunk, base or attachment they describe.
ALTER TABLE "knowledge_scope_stats" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_term_stats" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD COLUMN "tenant_id" text;--> statement-breakpoint
UPDATE "knowledge_terms" t SET "tenant_id" = c."tenant_id" FROM "knowledge_chunks" c WHERE c."id" = t."chunk_id";--> statement-breakpoint
UPDATE "knowledge_scope_stats" s SET "tenant_id" = b."tenant_id" FROM "knowledge_bases" b WHERE b."id" = s."scope";--> statement-breakpoint
UPDATE "knowledge_scope_stats" s SET "tenant_id" = d."tenant_id" FROM "knowledge_documents" d
WHERE s."tenant_id" IS NULL AND s."scope" = 'attachment:' || d."id";--> statement-breakpoint
UPDATE "knowledge_term_stats" s SET "tenant_id" = b."tenant_id" FROM "knowledge_bases" b WHERE b."id" = s."scope";--> statement-breakpoint
UPDATE "knowledge_term_stats" s SET "tenant_id" = d."tenant_id" FROM "knowledge_documents" d
WHERE s."tenant_id" IS NULL AND s."scope" = 'attachment:' || d."id";--> statement-breakpoint
-- Statistics of a scope whose base or attachment is gone describe nothing.
DELETE FROM "knowledge_scope_stats" WHERE "tenant_id" IS NULL;--> statement-breakpoint
DELETE FROM "knowledge_term_stats" WHERE "tenant_id" IS NULL;--> statement-breakpoint
DO $$ BEGIN
  IF to_regclass('knowledge_chunk_embeddings') IS NOT NULL THEN
    UPDATE knowledge_chunk_embeddings e SET tenant_id = c.tenant_id FROM knowledge_chunks c WHERE c.id = e.chunk_id;
    ALTER TABLE knowledge_chunk_embeddings ALTER COLUMN tenant_id SET NOT NULL;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "knowledge_bases" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_scope_stats" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_term_stats" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ADD CONSTRAINT "knowledge_base_chats_tenant_id_knowledge_base_id_chat_id_pk" PRIMARY KEY("tenant_id","knowledge_base_id","chat_id");--> statement-breakpoint
ALTER TABLE "knowledge_bases" ADD CONSTRAINT "knowledge_bases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ADD CONSTRAINT "knowledge_document_files_tenant_id_document_id_pk" PRIMARY KEY("tenant_id","document_id");--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ADD CONSTRAINT "knowledge_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "knowledge_scope_stats" ADD CONSTRAINT "knowledge_scope_stats_tenant_id_scope_pk" PRIMARY KEY("tenant_id","scope");--> statement-breakpoint
ALTER TABLE "knowledge_term_stats" ADD CONSTRAINT "knowledge_term_stats_tenant_id_scope_term_pk" PRIMARY KEY("tenant_id","scope","term");--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ADD CONSTRAINT "knowledge_base_chats_tenant_id_knowledge_base_id_knowledge_bases_tenant_id_id_fk" FOREIGN KEY ("tenant_id","knowledge_base_id") REFERENCES "public"."knowledge_bases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_tenant_id_document_id_knowledge_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."knowledge_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ADD CONSTRAINT "knowledge_document_files_tenant_id_document_id_knowledge_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."knowledge_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_tenant_id_knowledge_base_id_knowledge_bases_tenant_id_id_fk" FOREIGN KEY ("tenant_id","knowledge_base_id") REFERENCES "public"."knowledge_bases"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ADD CONSTRAINT "knowledge_jobs_tenant_id_document_id_knowledge_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."knowledge_documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_terms" ADD CONSTRAINT "knowledge_terms_tenant_id_chunk_id_knowledge_chunks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","chunk_id") REFERENCES "public"."knowledge_chunks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_chunks_document_position_idx" ON "knowledge_chunks" USING btree ("tenant_id","document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_jobs_one_active_idx" ON "knowledge_jobs" USING btree ("tenant_id","document_id","kind") WHERE "knowledge_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "knowledge_terms_chunk_idx" ON "knowledge_terms" USING btree ("tenant_id","chunk_id");--> statement-breakpoint
CREATE INDEX "knowledge_scope_stats_scope_idx" ON "knowledge_scope_stats" USING btree ("scope");--> statement-breakpoint
DO $$ BEGIN
  IF to_regclass('knowledge_chunk_embeddings') IS NOT NULL THEN
    ALTER TABLE knowledge_chunk_embeddings ADD PRIMARY KEY (tenant_id, chunk_id, model);
    ALTER TABLE knowledge_chunk_embeddings ADD FOREIGN KEY (tenant_id, chunk_id)
      REFERENCES knowledge_chunks (tenant_id, id) ON DELETE CASCADE;
  END IF;
END $$;
