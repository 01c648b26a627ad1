CREATE TABLE "revoked_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_grants" ADD COLUMN "proof_hash" text;--> statement-breakpoint
CREATE INDEX "revoked_tokens_created_idx" ON "revoked_tokens" USING btree ("created_at");