CREATE TABLE "uploaded_pictures" (
	"id" text NOT NULL,
	"variant" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_pictures_id_variant_pk" PRIMARY KEY("id","variant"),
	CONSTRAINT "uploaded_pictures_id_is_a_hash" CHECK ("uploaded_pictures"."id" ~ '^[a-f0-9]{32}$'),
	CONSTRAINT "uploaded_pictures_kind" CHECK ("uploaded_pictures"."kind" in ('logo', 'photo')),
	CONSTRAINT "uploaded_pictures_variant" CHECK ("uploaded_pictures"."variant" in ('full', 'thumb'))
);
--> statement-breakpoint
ALTER TABLE "uploaded_pictures" ADD CONSTRAINT "uploaded_pictures_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- An uploaded picture is named by the hash of its bytes, and drafts and versions name it: it is
-- written once (a second upload of the same picture does nothing) and never changed nor removed.
CREATE FUNCTION "refuse_picture_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'uploaded pictures are written once: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "uploaded_pictures_written_once" BEFORE UPDATE OR DELETE ON "uploaded_pictures" FOR EACH ROW EXECUTE FUNCTION "refuse_picture_rewrite"();
