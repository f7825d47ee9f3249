CREATE TABLE "group_drafts" (
	"group_key" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_versions" (
	"group_key" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"live_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "group_versions_group_key_version_pk" PRIMARY KEY("group_key","version"),
	CONSTRAINT "group_versions_version_positive" CHECK ("group_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "offer_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_key" text NOT NULL,
	"version" integer,
	"action" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"area" text,
	"subject" text,
	"field" text,
	"before" text,
	"after" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "provider_versions_version_positive" CHECK ("provider_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_version" integer;--> statement-breakpoint
ALTER TABLE "group_drafts" ADD CONSTRAINT "group_drafts_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_versions" ADD CONSTRAINT "group_versions_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_audit" ADD CONSTRAINT "offer_audit_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_versions" ADD CONSTRAINT "provider_versions_published_by_staff_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_versions_live_idx" ON "group_versions" USING btree ("group_key","live_at","version");--> statement-breakpoint
CREATE INDEX "offer_audit_group_idx" ON "offer_audit" USING btree ("group_key","created_at");--> statement-breakpoint
-- A published version is what buyers were shown and orders priced with (docs/decisions/028): it is
-- never changed, and removed only while still to come (a scheduled publish withdrawn). The audit of
-- the offer is never changed either.
CREATE FUNCTION "refuse_version_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'group_versions' THEN
    IF OLD.live_at > now() THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'published versions are written once: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "group_versions_written_once" BEFORE UPDATE OR DELETE ON "group_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_version_rewrite"();
--> statement-breakpoint
CREATE TRIGGER "provider_versions_written_once" BEFORE UPDATE OR DELETE ON "provider_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_version_rewrite"();
--> statement-breakpoint
CREATE TRIGGER "offer_audit_written_once" BEFORE UPDATE OR DELETE ON "offer_audit" FOR EACH ROW EXECUTE FUNCTION "refuse_version_rewrite"();
