CREATE TABLE "catalogue_removals" (
	"property_id" integer NOT NULL,
	"catalogue_change" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "catalogue_change" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_removals_change_idx" ON "catalogue_removals" USING btree ("catalogue_change");--> statement-breakpoint
CREATE INDEX "properties_catalogue_change_idx" ON "properties" USING btree ("catalogue_change");--> statement-breakpoint
-- What the in-process search index needs to learn what changed since it last looked, kept by triggers so that
-- no writer can forget it: each listing row carries the transaction (its 64-bit id) that last changed what a list
-- shows of it, whether the row itself, one of its photos (the cover) or its auction's existence changed; a
-- deleted listing leaves its id behind in catalogue_removals. See search-index/catalogue-changes.repository.ts.
CREATE FUNCTION "properties_mark_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalogue_change := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_change" BEFORE INSERT OR UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_mark_catalogue_change"();--> statement-breakpoint
CREATE FUNCTION "properties_touch_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_property integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_property := OLD.property_id;
  ELSE
    changed_property := NEW.property_id;
  END IF;
  -- The listing's own trigger stamps the transaction; a listing being deleted matches no row here.
  UPDATE "properties" SET "catalogue_change" = 0 WHERE "id" = changed_property;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "property_photos_catalogue_change" AFTER INSERT OR UPDATE OR DELETE ON "property_photos"
  FOR EACH ROW EXECUTE FUNCTION "properties_touch_catalogue_change"();--> statement-breakpoint
CREATE TRIGGER "bidding_properties_catalogue_change" AFTER INSERT OR DELETE ON "bidding_properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_touch_catalogue_change"();--> statement-breakpoint
CREATE FUNCTION "properties_record_catalogue_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_removals" ("property_id", "catalogue_change") VALUES (OLD.id, pg_current_xact_id()::text::bigint);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_catalogue_removal" AFTER DELETE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_record_catalogue_removal"();
