ALTER TABLE "subscriptions" ADD COLUMN "renewal_term" text;
--> statement-breakpoint
UPDATE "subscriptions" SET "renewal_term" = CASE "interval" WHEN 3 THEN 'QUARTERLY' WHEN 12 THEN 'ANNUALLY' ELSE 'MONTHLY' END;
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "renewal_term" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_brand" text;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_change" jsonb;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_failed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'cycle' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "gstin" text;
