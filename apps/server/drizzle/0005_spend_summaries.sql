CREATE TABLE "spend_category_months" (
	"group_key" text NOT NULL,
	"month" text NOT NULL,
	"category" text NOT NULL,
	"units" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "spend_category_months_group_key_month_category_pk" PRIMARY KEY("group_key","month","category")
);
--> statement-breakpoint
CREATE TABLE "spend_dirty" (
	"group_key" text NOT NULL,
	"month" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_meta" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_months" (
	"group_key" text NOT NULL,
	"month" text NOT NULL,
	"store_code" text NOT NULL,
	"orders" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "spend_months_group_key_month_store_code_pk" PRIMARY KEY("group_key","month","store_code")
);
--> statement-breakpoint
CREATE TABLE "spend_po_months" (
	"group_key" text NOT NULL,
	"month" text NOT NULL,
	"po" text NOT NULL,
	"orders" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "spend_po_months_group_key_month_po_pk" PRIMARY KEY("group_key","month","po")
);
--> statement-breakpoint
CREATE TABLE "spend_pos" (
	"group_key" text NOT NULL,
	"po" text NOT NULL,
	"first_month" text NOT NULL,
	"last_month" text NOT NULL,
	"orders" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "spend_pos_group_key_po_pk" PRIMARY KEY("group_key","po")
);
--> statement-breakpoint
CREATE INDEX "spend_dirty_idx" ON "spend_dirty" USING btree ("group_key","month");--> statement-breakpoint
CREATE INDEX "spend_po_months_po_idx" ON "spend_po_months" USING btree ("group_key","po","month","orders","total_cents");--> statement-breakpoint
CREATE INDEX "spend_pos_largest_idx" ON "spend_pos" USING btree ("group_key","total_cents" DESC NULLS LAST,"po");--> statement-breakpoint
CREATE INDEX "spend_pos_first_idx" ON "spend_pos" USING btree ("group_key","first_month","last_month","po");--> statement-breakpoint
CREATE INDEX "spend_pos_last_idx" ON "spend_pos" USING btree ("group_key","last_month","first_month","po");--> statement-breakpoint
INSERT INTO "spend_meta" ("name", "value") VALUES ('time_zone', 'America/New_York');--> statement-breakpoint
-- Marks the provider's months whose spend summaries an order write changes: placed orders written
-- or deleted, and updates that change whether or how an order counts. One statement at a time
-- (transition tables), so a bulk write costs one insert here, not one per row.
CREATE FUNCTION "spend_mark_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT n.group_key, to_char(n.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM new_rows n, spend_meta z
      WHERE z.name = 'time_zone' AND n.status IN ('paid', 'on_account');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM old_rows o, spend_meta z
      WHERE z.name = 'time_zone' AND o.status IN ('paid', 'on_account');
  ELSE
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT c.group_key, to_char(c.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM (
        SELECT n.group_key, n.created_at, o.group_key AS old_group, o.created_at AS old_created
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.status IN ('paid', 'on_account') OR o.status IN ('paid', 'on_account'))
          AND (n.status, n.fulfilment_status, n.total_cents, n.store_code, n.created_at, n.group_key)
              IS DISTINCT FROM (o.status, o.fulfilment_status, o.total_cents, o.store_code, o.created_at, o.group_key)
      ) changed
      CROSS JOIN LATERAL (VALUES (changed.group_key, changed.created_at), (changed.old_group, changed.old_created)) AS c(group_key, created_at),
      spend_meta z
      WHERE z.name = 'time_zone';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "spend_mark_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM (SELECT DISTINCT order_id FROM new_rows) l JOIN orders o ON o.id = l.order_id, spend_meta z
      WHERE z.name = 'time_zone' AND o.status IN ('paid', 'on_account');
  ELSIF TG_OP = 'DELETE' THEN
    -- Lines deleted with their order are marked by the order's own trigger.
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM (SELECT DISTINCT order_id FROM old_rows) l JOIN orders o ON o.id = l.order_id, spend_meta z
      WHERE z.name = 'time_zone' AND o.status IN ('paid', 'on_account');
  ELSE
    INSERT INTO spend_dirty (group_key, month)
      SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE z.value, 'YYYY-MM')
      FROM (
        SELECT DISTINCT n.order_id FROM new_rows n JOIN old_rows p ON p.order_id = n.order_id AND p.line_no = n.line_no
        WHERE (n.po, n.quantity, n.unit_price_cents, n.type) IS DISTINCT FROM (p.po, p.quantity, p.unit_price_cents, p.type)
      ) l JOIN orders o ON o.id = l.order_id, spend_meta z
      WHERE z.name = 'time_zone' AND o.status IN ('paid', 'on_account');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "spend_orders_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_orders();--> statement-breakpoint
CREATE TRIGGER "spend_orders_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_orders();--> statement-breakpoint
CREATE TRIGGER "spend_orders_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_orders();--> statement-breakpoint
CREATE TRIGGER "spend_lines_insert" AFTER INSERT ON "order_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_lines();--> statement-breakpoint
CREATE TRIGGER "spend_lines_update" AFTER UPDATE ON "order_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_lines();--> statement-breakpoint
CREATE TRIGGER "spend_lines_delete" AFTER DELETE ON "order_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION spend_mark_lines();--> statement-breakpoint
-- Whatever is there already is counted at the first refresh.
INSERT INTO "spend_dirty" ("group_key", "month")
  SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE 'America/New_York', 'YYYY-MM')
  FROM "orders" o WHERE o.status IN ('paid', 'on_account');
