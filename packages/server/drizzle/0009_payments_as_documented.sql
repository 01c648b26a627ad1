ALTER TABLE "provider_payments" ADD COLUMN "amount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "international" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "upfront_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_international" boolean;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaces" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "action_in_flight" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "action_started_at" timestamp with time zone;
