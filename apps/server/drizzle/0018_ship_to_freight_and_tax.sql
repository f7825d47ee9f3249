CREATE TABLE "tax_certificate_files" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_certificate_files_id_is_a_hash" CHECK ("tax_certificate_files"."id" ~ '^[a-f0-9]{32}$')
);
--> statement-breakpoint
CREATE TABLE "tax_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"certificate_number" text NOT NULL,
	"state" text NOT NULL,
	"expires_on" text NOT NULL,
	"file_id" text,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp (3) with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "tax_exemptions_expires_on_check" CHECK ("tax_exemptions"."expires_on" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
CREATE TABLE "tax_settings_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "goods_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_method" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_settings_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_exemption" jsonb;--> statement-breakpoint
ALTER TABLE "tax_certificate_files" ADD CONSTRAINT "tax_certificate_files_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_account_id_billing_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_withdrawn_by_staff_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings_versions" ADD CONSTRAINT "tax_settings_versions_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_exemptions_account_idx" ON "tax_exemptions" USING btree ("account_id") WHERE "tax_exemptions"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_add_up_check" CHECK ("orders"."goods_cents" is null or "orders"."goods_cents" + "orders"."freight_cents" + "orders"."tax_cents" = "orders"."total_cents");