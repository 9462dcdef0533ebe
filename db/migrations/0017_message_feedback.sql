CREATE TABLE "message_feedback" (
	"tenant_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" text NOT NULL,
	"reason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_feedback_tenant_id_message_id_user_id_pk" PRIMARY KEY("tenant_id","message_id","user_id"),
	CONSTRAINT "message_feedback_rating_known" CHECK ("message_feedback"."rating" in ('up', 'down')),
	CONSTRAINT "message_feedback_reason_known" CHECK ("message_feedback"."reason" is null or "message_feedback"."reason" in ('wrong', 'outdated', 'unhelpful', 'other'))
);
--> statement-breakpoint
ALTER TABLE "message_feedback" ADD CONSTRAINT "message_feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_feedback" ADD CONSTRAINT "message_feedback_message_fk" FOREIGN KEY ("tenant_id","message_id") REFERENCES "public"."messages"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_feedback_tenant_updated_idx" ON "message_feedback" USING btree ("tenant_id","updated_at");