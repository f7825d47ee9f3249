CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"carrier" text,
	"tracking_number" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_groups" (
	"staff_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	CONSTRAINT "staff_groups_staff_id_group_key_pk" PRIMARY KEY("staff_id","group_key")
);
--> statement-breakpoint
DROP INDEX "email_outbox_order_kind_key";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "line_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_groups" ADD CONSTRAINT "staff_groups_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_key" ON "staff" USING btree ("email") WHERE "staff"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","created_at") WHERE "audit_log"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_order_idx" ON "email_outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_search_po_idx" ON "order_lines" USING btree (lower("po") text_pattern_ops) WHERE "order_lines"."po" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_search_customer_po_idx" ON "order_lines" USING btree (lower("customer_po") text_pattern_ops) WHERE "order_lines"."customer_po" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_search_code_idx" ON "order_lines" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_board_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_board_status_idx" ON "orders" USING btree ("fulfilment_status","created_at","id") WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_board_group_status_idx" ON "orders" USING btree ("group_key","fulfilment_status","created_at","id") WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_board_group_payment_idx" ON "orders" USING btree ("group_key","status","created_at","id") WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_board_store_idx" ON "orders" USING btree ("store_code","created_at","id") WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_search_email_idx" ON "orders" USING btree (lower("email") text_pattern_ops) WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_search_name_idx" ON "orders" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops) WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_search_last_name_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops) WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE INDEX "orders_search_customer_po_idx" ON "orders" USING btree (lower("customer_po") text_pattern_ops) WHERE "orders"."status" in ('paid', 'on_account');--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_order_kind_key" ON "email_outbox" USING btree ("order_id","kind") WHERE "email_outbox"."kind" in ('provider', 'buyer');