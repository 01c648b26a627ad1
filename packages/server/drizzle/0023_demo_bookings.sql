CREATE TABLE "demo_booking_tokens" (
	"inquiry_reference" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_booking_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "demo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_reference" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"time_zone" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bookings_manage_token_hash_unique" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
ALTER TABLE "demo_booking_tokens" ADD CONSTRAINT "demo_booking_tokens_inquiry_reference_inquiries_reference_fk" FOREIGN KEY ("inquiry_reference") REFERENCES "public"."inquiries"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_inquiry_reference_inquiries_reference_fk" FOREIGN KEY ("inquiry_reference") REFERENCES "public"."inquiries"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_slot_booked" ON "demo_bookings" USING btree ("starts_at") WHERE "demo_bookings"."status" = 'BOOKED';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_inquiry_booked" ON "demo_bookings" USING btree ("inquiry_reference") WHERE "demo_bookings"."status" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "demo_bookings_inquiry_idx" ON "demo_bookings" USING btree ("inquiry_reference","created_at");