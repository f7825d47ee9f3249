CREATE TABLE "approval_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"approval_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"decision" text NOT NULL,
	"approver_email" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "budget_months" (
	"group_key" text NOT NULL,
	"month" text NOT NULL,
	"store_code" text NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"committed_cents" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "budget_months_group_key_month_store_code_pk" PRIMARY KEY("group_key","month","store_code")
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"store_code" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"approvers" jsonb NOT NULL,
	"current_approver" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"remind_at" timestamp (3) with time zone,
	"escalate_at" timestamp (3) with time zone,
	"reminded_count" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decision" text,
	"decider" text,
	"decided_by" text,
	"decided_from" text,
	"reason" text,
	CONSTRAINT "order_approvals_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "budget_month" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approval" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bypass_code_key" text;--> statement-breakpoint
ALTER TABLE "approval_links" ADD CONSTRAINT "approval_links_approval_id_order_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."order_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_links_approval_idx" ON "approval_links" USING btree ("approval_id");--> statement-breakpoint
CREATE INDEX "order_approvals_waiting_idx" ON "order_approvals" USING btree ("expires_at") WHERE "order_approvals"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "order_approvals_group_idx" ON "order_approvals" USING btree ("group_key","status","opened_at");--> statement-breakpoint
CREATE INDEX "orders_code_month_idx" ON "orders" USING btree ("group_key","bypass_code_key","created_at") WHERE "orders"."bypass_code_key" is not null;--> statement-breakpoint
-- Each store's budget month, kept as orders are written (decision 032): an order counts once it is
-- placed (paid or on account) and until it is cancelled; committed while its approval waits,
-- spent otherwise; nothing once rejected or expired (which also cancel it). The old row's share
-- is taken away and the new row's added, so every change of status, approval or total is counted.
CREATE OR REPLACE FUNCTION "budget_count_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_spent bigint := 0;
  old_committed bigint := 0;
  old_orders integer := 0;
  new_spent bigint := 0;
  new_committed bigint := 0;
  new_orders integer := 0;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.budget_month IS NOT NULL AND OLD.status IN ('paid', 'on_account')
     AND OLD.fulfilment_status <> 'cancelled' AND coalesce(OLD.approval, 'approved') IN ('waiting', 'approved') THEN
    old_orders := 1;
    IF OLD.approval = 'waiting' THEN old_committed := OLD.total_cents; ELSE old_spent := OLD.total_cents; END IF;
  END IF;
  IF NEW.budget_month IS NOT NULL AND NEW.status IN ('paid', 'on_account')
     AND NEW.fulfilment_status <> 'cancelled' AND coalesce(NEW.approval, 'approved') IN ('waiting', 'approved') THEN
    new_orders := 1;
    IF NEW.approval = 'waiting' THEN new_committed := NEW.total_cents; ELSE new_spent := NEW.total_cents; END IF;
  END IF;
  IF old_orders = 0 AND new_orders = 0 THEN RETURN NULL; END IF;
  IF old_orders = 1 AND (OLD.group_key, OLD.budget_month, OLD.store_code) IS DISTINCT FROM (NEW.group_key, NEW.budget_month, NEW.store_code) THEN
    UPDATE budget_months SET spent_cents = spent_cents - old_spent, committed_cents = committed_cents - old_committed, orders = orders - 1
      WHERE group_key = OLD.group_key AND month = OLD.budget_month AND store_code = OLD.store_code;
    old_spent := 0; old_committed := 0; old_orders := 0;
  END IF;
  IF new_spent = old_spent AND new_committed = old_committed AND new_orders = old_orders THEN RETURN NULL; END IF;
  INSERT INTO budget_months (group_key, month, store_code, spent_cents, committed_cents, orders)
    VALUES (NEW.group_key, NEW.budget_month, NEW.store_code, new_spent - old_spent, new_committed - old_committed, new_orders - old_orders)
    ON CONFLICT (group_key, month, store_code) DO UPDATE SET
      spent_cents = budget_months.spent_cents + excluded.spent_cents,
      committed_cents = budget_months.committed_cents + excluded.committed_cents,
      orders = budget_months.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_budget_count" AFTER INSERT OR UPDATE OF status, fulfilment_status, approval, total_cents ON "orders"
  FOR EACH ROW WHEN (NEW.budget_month IS NOT NULL) EXECUTE FUNCTION "budget_count_order"();
