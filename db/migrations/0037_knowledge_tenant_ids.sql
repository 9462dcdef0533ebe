ALTER TABLE "knowledge_base_chats" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ADD COLUMN "tenant_id" text;--> statement-breakpoint
ALTER TABLE "knowledge_base_chats" ADD CONSTRAINT "knowledge_base_chats_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_chunks" ADD CONSTRAINT "knowledge_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_document_files" ADD CONSTRAINT "knowledge_document_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_jobs" ADD CONSTRAINT "knowledge_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (ADR 048): each row takes its parent's tenant; the catalogue's rows keep null.
UPDATE "knowledge_base_chats" c SET "tenant_id" = b."tenant_id"
FROM "knowledge_bases" b WHERE b."id" = c."knowledge_base_id" AND b."tenant_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "knowledge_chunks" c SET "tenant_id" = d."tenant_id"
FROM "knowledge_documents" d WHERE d."id" = c."document_id" AND d."tenant_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "knowledge_document_files" f SET "tenant_id" = d."tenant_id"
FROM "knowledge_documents" d WHERE d."id" = f."document_id" AND d."tenant_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "knowledge_jobs" j SET "tenant_id" = d."tenant_id"
FROM "knowledge_documents" d WHERE d."id" = j."document_id" AND d."tenant_id" IS NOT NULL;
