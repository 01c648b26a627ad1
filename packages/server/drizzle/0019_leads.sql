CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_states" (
	"kind" text NOT NULL,
	"reference" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"owner" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_states_kind_reference_pk" PRIMARY KEY("kind","reference")
);
--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("kind","reference","created_at");--> statement-breakpoint
CREATE INDEX "lead_states_status_idx" ON "lead_states" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lead_states_owner_idx" ON "lead_states" USING btree (lower("owner"));--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","reference");--> statement-breakpoint
CREATE INDEX "contacts_name_prefix_idx" ON "contacts" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_prefix_idx" ON "contacts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_company_prefix_idx" ON "contacts" USING btree (lower("company") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at","reference");--> statement-breakpoint
CREATE INDEX "inquiries_name_prefix_idx" ON "inquiries" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inquiries_email_prefix_idx" ON "inquiries" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "inquiries_company_prefix_idx" ON "inquiries" USING btree (lower("business_name") text_pattern_ops);