-- Hand-written: at most MAX_OWNERS (6, packages/contract/src/owners.ts; test/owners-limit.test.ts checks they
-- agree) people run one list. The API counts them when inviting and accepting (modules/co-owners), but a
-- dependent's guardians join its lists through the trigger on "guardians" (migration 0033), so the database holds
-- the limit for every way in. The dependent whose list it is runs nothing: it is not counted. The list's row is
-- locked first, FOR NO KEY UPDATE (which the foreign key's FOR KEY SHARE does not block, so two inserts never
-- wait for each other in a circle): owners added at the same moment are counted one after the other.
CREATE FUNCTION "list_owners_max"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people bigint;
BEGIN
  PERFORM 1 FROM "lists" WHERE "id" = NEW."list_id" FOR NO KEY UPDATE;
  SELECT count(*) INTO people FROM "list_owners" o JOIN "users" u ON u."id" = o."user_id"
   WHERE o."list_id" = NEW."list_id" AND u."type" <> 3;
  IF people > 6 THEN
    RAISE EXCEPTION 'list_owners_max: more than 6 people would run list %', NEW."list_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'list_owners_max', TABLE = 'list_owners';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "list_owners_max" AFTER INSERT OR UPDATE OF "list_id", "user_id" ON "list_owners"
  FOR EACH ROW EXECUTE FUNCTION "list_owners_max"();
