DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."status" = 'pending';