-- The audit trail is append-only (docs/back-office.md): the database itself refuses to change or
-- remove a recorded event, whoever asks. TRUNCATE (an operator's deliberate reset) is not a row
-- change and stays possible for the table owner.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_events_append_only" ON "audit_events";
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only"
  BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
