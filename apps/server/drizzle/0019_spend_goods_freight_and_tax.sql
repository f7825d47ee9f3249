ALTER TABLE "spend_months" ADD COLUMN "goods_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spend_months" ADD COLUMN "freight_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "spend_months" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- An order's goods, freight or tax changing marks its month too (docs/decisions/021), as its total does.
CREATE OR REPLACE FUNCTION "spend_mark_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
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
          AND (n.status, n.fulfilment_status, n.total_cents, n.goods_cents, n.freight_cents, n.tax_cents, n.store_code, n.created_at, n.group_key)
              IS DISTINCT FROM (o.status, o.fulfilment_status, o.total_cents, o.goods_cents, o.freight_cents, o.tax_cents, o.store_code, o.created_at, o.group_key)
      ) changed
      CROSS JOIN LATERAL (VALUES (changed.group_key, changed.created_at), (changed.old_group, changed.old_created)) AS c(group_key, created_at),
      spend_meta z
      WHERE z.name = 'time_zone';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The months already summed have no goods, freight or tax yet: each is counted again at the next refresh.
INSERT INTO "spend_dirty" ("group_key", "month")
  SELECT DISTINCT o.group_key, to_char(o.created_at AT TIME ZONE z.value, 'YYYY-MM')
  FROM "orders" o, "spend_meta" z WHERE z.name = 'time_zone' AND o.status IN ('paid', 'on_account');
