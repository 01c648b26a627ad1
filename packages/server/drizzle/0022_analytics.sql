CREATE TABLE "site_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"source_path" text NOT NULL,
	"cta" text,
	"user_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_events" ADD CONSTRAINT "site_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_events_occurred_idx" ON "site_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "site_events_visitor_idx" ON "site_events" USING btree ("visitor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "site_events_user_idx" ON "site_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_events_first_payment_idx" ON "site_events" USING btree ("user_id") WHERE "site_events"."kind" = 'first_payment';