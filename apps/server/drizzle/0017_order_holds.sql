CREATE TABLE "order_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"opened_by" uuid,
	"released_at" timestamp (3) with time zone,
	"released_by" uuid,
	"note" text,
	"release_note" text,
	CONSTRAINT "order_holds_released_by_check" CHECK ("order_holds"."released_by" is null or "order_holds"."released_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_opened_by_staff_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_released_by_staff_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_holds_open_key" ON "order_holds" USING btree ("order_id","reason") WHERE "order_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "order_holds_order_idx" ON "order_holds" USING btree ("order_id","opened_at");--> statement-breakpoint
CREATE INDEX "order_holds_open_group_idx" ON "order_holds" USING btree ("group_key","reason") WHERE "order_holds"."released_at" is null;