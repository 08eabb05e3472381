-- A dependent is in a household with someone who looks after it: when its last guardian there leaves the
-- household, or stops being its guardian (removed, or the profile handed over), the dependent leaves too.
CREATE FUNCTION "households_drop_unguarded"("house" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "household_members" hm USING "dependents" d
   WHERE hm."user_id" = d."user_id" AND hm."household_id" = "house"
     AND NOT EXISTS (SELECT 1 FROM "household_members" m JOIN "guardians" g ON g."guardian_id" = m."user_id"
                      WHERE m."household_id" = "house" AND g."dependent_id" = hm."user_id");
$$;--> statement-breakpoint
CREATE FUNCTION "household_members_left"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "households_drop_unguarded"(OLD."household_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "household_members_left" AFTER DELETE ON "household_members" FOR EACH ROW EXECUTE FUNCTION "household_members_left"();--> statement-breakpoint
CREATE FUNCTION "guardians_left_household"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "households_drop_unguarded"(m."household_id") FROM "household_members" m WHERE m."user_id" = OLD."dependent_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guardians_left_household" AFTER DELETE ON "guardians" FOR EACH ROW EXECUTE FUNCTION "guardians_left_household"();
--> statement-breakpoint
-- A hand-over is a guardian's: once they no longer look after the profile, their invitation ends.
CREATE FUNCTION "guardians_end_handovers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "dependent_handovers" SET "ended_at" = now()
   WHERE "dependent_id" = OLD."dependent_id" AND "invited_by" = OLD."guardian_id" AND "ended_at" IS NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guardians_end_handovers" AFTER DELETE ON "guardians" FOR EACH ROW EXECUTE FUNCTION "guardians_end_handovers"();
