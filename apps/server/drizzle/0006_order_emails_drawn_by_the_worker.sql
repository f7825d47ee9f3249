ALTER TABLE "email_outbox" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "masked_bypass_code" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_message_drawn_check" CHECK ("email_outbox"."message" is not null or "email_outbox"."kind" in ('provider', 'buyer'));