CREATE TABLE "revenue_months" (
	"month" text PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"closed" boolean NOT NULL,
	"events" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"renewal_term" text NOT NULL,
	"plan_id" text NOT NULL,
	"payment_failed" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "subscription_events_at_idx" ON "subscription_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "subscription_events_customer_idx" ON "subscription_events" USING btree ("customer_key","at");--> statement-breakpoint
-- The history of every subscription, written by the database itself: whichever code path changes a
-- subscription, the revenue overview sees it. The customer is read from the order once, here.
CREATE FUNCTION "subscription_events_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "subscription_events" ("subscription_id", "customer_key", "status", "amount_paise", "renewal_term", "plan_id", "payment_failed")
	SELECT NEW."id", coalesce(o."customer_id"::text, o."user_id"::text, lower(o."email")), NEW."status", NEW."amount_paise",
		NEW."renewal_term", NEW."plan_id", NEW."payment_failed_at" IS NOT NULL
	FROM "orders" o WHERE o."id" = NEW."order_id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_events_on_insert" AFTER INSERT ON "subscriptions"
	FOR EACH ROW EXECUTE FUNCTION "subscription_events_record"();
--> statement-breakpoint
CREATE TRIGGER "subscription_events_on_update" AFTER UPDATE ON "subscriptions"
	FOR EACH ROW WHEN (
		OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."amount_paise" IS DISTINCT FROM NEW."amount_paise"
		OR OLD."renewal_term" IS DISTINCT FROM NEW."renewal_term"
		OR OLD."plan_id" IS DISTINCT FROM NEW."plan_id"
		OR (OLD."payment_failed_at" IS NULL) <> (NEW."payment_failed_at" IS NULL)
	) EXECUTE FUNCTION "subscription_events_record"();
--> statement-breakpoint
-- Subscriptions from before this history: each began as active when it was written, and one that
-- is not active now changed to its present state at its last provider event (or when written).
INSERT INTO "subscription_events" ("subscription_id", "customer_key", "at", "status", "amount_paise", "renewal_term", "plan_id", "payment_failed")
SELECT s."id", coalesce(o."customer_id"::text, o."user_id"::text, lower(o."email")), s."created_at", 'active', s."amount_paise", s."renewal_term", s."plan_id", false
FROM "subscriptions" s JOIN "orders" o ON o."id" = s."order_id"
WHERE s."status" <> 'created';
--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "customer_key", "at", "status", "amount_paise", "renewal_term", "plan_id", "payment_failed")
SELECT s."id", coalesce(o."customer_id"::text, o."user_id"::text, lower(o."email")),
	greatest(s."created_at", coalesce(to_timestamp(nullif(s."last_event_at", 0)), s."created_at")), s."status", s."amount_paise", s."renewal_term", s."plan_id", s."payment_failed_at" IS NOT NULL
FROM "subscriptions" s JOIN "orders" o ON o."id" = s."order_id"
WHERE s."status" <> 'active' OR s."payment_failed_at" IS NOT NULL;
