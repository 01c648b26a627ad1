CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree (lower("name") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree (lower("email") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_mobile_prefix_idx" ON "customers" USING btree ("mobile" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_gstin_prefix_idx" ON "customers" USING btree (lower("gstin") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_reference_prefix_idx" ON "orders" USING btree (lower("reference") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_transaction_prefix_idx" ON "payments" USING btree (lower("transaction_id") text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_id_prefix_idx" ON "subscriptions" USING btree (lower("id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tax_invoices_order_idx" ON "tax_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tickets_number_prefix_idx" ON "tickets" USING btree (lower("ticket_number") text_pattern_ops,"reference");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "inquiries_email_idx" ON "inquiries" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_logs_key_idx" ON "audit_logs" USING btree ("key","time");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor","time");--> statement-breakpoint
CREATE INDEX "audit_logs_customer_idx" ON "audit_logs" USING btree (("data"->>'customerId'),"time") WHERE ("audit_logs"."data"->>'customerId') is not null;