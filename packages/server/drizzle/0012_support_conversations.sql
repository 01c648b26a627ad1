CREATE TABLE "ticket_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_reference" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "awaiting_staff" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_staff_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_ticket_reference_tickets_reference_fk" FOREIGN KEY ("ticket_reference") REFERENCES "public"."tickets"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_replies_ticket_idx" ON "ticket_replies" USING btree ("ticket_reference","created_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");--> statement-breakpoint
-- The seed only inserts missing configuration entries: add the new status to a stored list, after
-- 'In Progress' (at the end when that is gone), unless an operator added it already.
UPDATE "configurations" SET "config_data" = (
	SELECT jsonb_agg(e.v ORDER BY e.o) FROM (
		SELECT x.v, x.o::numeric AS o FROM jsonb_array_elements("configurations"."config_data") WITH ORDINALITY AS x(v, o)
		UNION ALL
		SELECT '"Waiting on customer"'::jsonb, coalesce(
			(SELECT y.o FROM jsonb_array_elements("configurations"."config_data") WITH ORDINALITY AS y(v, o) WHERE y.v = '"In Progress"'::jsonb LIMIT 1),
			jsonb_array_length("configurations"."config_data")
		) + 0.5
	) AS e
)
WHERE "service_name" = 'support' AND "config_key" = 'status' AND jsonb_typeof("config_data") = 'array'
	AND NOT ("config_data" @> '["Waiting on customer"]'::jsonb);
