CREATE TABLE "listed_lists" (
	"list_id" uuid PRIMARY KEY NOT NULL,
	"stand_out" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"first_names" text NOT NULL,
	"full_names" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listed_lists" ADD CONSTRAINT "listed_lists_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listed_lists_order_idx" ON "listed_lists" USING btree ("stand_out" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"list_id");--> statement-breakpoint
CREATE INDEX "listed_lists_text_trgm_idx" ON "listed_lists" USING gin ("name" gin_trgm_ops,"first_names" gin_trgm_ops,"full_names" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: "listed_lists" holds exactly the lists `listedForAnyone` (modules/lists/visibility.ts) lists, with
-- their searchable text; these keep it so in the transaction of every change that could alter either, so a list
-- that stops being listed (made private, no longer discoverable, its ONG no longer verified, deleted) can no
-- longer be found once that change commits. Blocking depends on who searches: the search itself asks it.
-- One list's row, made again from what it depends on, or removed when the list is not listed (any more).
-- It first locks the list's row, so two transactions refreshing the same list (a trigger and the backfill, or two
-- triggers on different tables) take turns, and the later one reads what the earlier one committed: without it,
-- each would write from its own snapshot and the one reading the older state could commit last.
CREATE FUNCTION "listed_lists_refresh"("target" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "lists" WHERE "id" = "target" FOR NO KEY UPDATE;
  INSERT INTO "listed_lists" ("list_id", "stand_out", "created_at", "name", "first_names", "full_names")
  SELECT l."id", l."stand_out", l."created_at", f_unaccent(lower(l."name")),
         coalesce(o."first_names", ''), coalesce(o."full_names", '')
    FROM "lists" l
    LEFT JOIN LATERAL (
      SELECT string_agg(f_unaccent(lower(u."name")), E'\n' ORDER BY u."id") AS "first_names",
             string_agg(' ' || f_unaccent(lower(u."name" || ' ' || u."lastname")) || ' ', E'\n' ORDER BY u."id") AS "full_names"
        FROM "list_owners" lo JOIN "users" u ON u."id" = lo."user_id"
       WHERE lo."list_id" = l."id") o ON true
   WHERE l."id" = "target" AND l."visibility" = 'public'
     AND ((l."discoverable" AND NOT EXISTS (
             SELECT 1 FROM "ongs" g WHERE g."user_id" = l."owner_id" AND g."status" <> 'verified'))
          OR EXISTS (SELECT 1 FROM "ongs" g WHERE g."user_id" = l."owner_id" AND g."status" = 'verified'))
  ON CONFLICT ("list_id") DO UPDATE SET
    "stand_out" = EXCLUDED."stand_out", "created_at" = EXCLUDED."created_at", "name" = EXCLUDED."name",
    "first_names" = EXCLUDED."first_names", "full_names" = EXCLUDED."full_names";
  IF NOT FOUND THEN
    DELETE FROM "listed_lists" WHERE "list_id" = "target";
  END IF;
END $$;--> statement-breakpoint
-- A list's own fields (a deleted list's row goes with it: ON DELETE CASCADE).
CREATE FUNCTION "listed_lists_follow_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listed_lists_refresh"(NEW."id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lists_listed" AFTER INSERT OR UPDATE OF "visibility", "discoverable", "owner_id", "name", "stand_out", "created_at"
  ON "lists" FOR EACH ROW EXECUTE FUNCTION "listed_lists_follow_list"();--> statement-breakpoint
-- Who owns it (co-owners, a dependent's guardians): their names are what it is found by.
CREATE FUNCTION "listed_lists_follow_owners"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "listed_lists_refresh"(OLD."list_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."list_id" <> OLD."list_id") THEN
    PERFORM "listed_lists_refresh"(NEW."list_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "list_owners_listed" AFTER INSERT OR DELETE OR UPDATE ON "list_owners"
  FOR EACH ROW EXECUTE FUNCTION "listed_lists_follow_owners"();--> statement-breakpoint
-- An owner's new name: only their lists already listed change (a name never makes a list listed or not).
CREATE FUNCTION "listed_lists_follow_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "listed_lists_refresh"(lo."list_id")
     FROM "list_owners" lo JOIN "listed_lists" ll ON ll."list_id" = lo."list_id"
    WHERE lo."user_id" = NEW."id" ORDER BY lo."list_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_listed" AFTER UPDATE OF "name", "lastname" ON "users" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."lastname" IS DISTINCT FROM NEW."lastname")
  EXECUTE FUNCTION "listed_lists_follow_names"();--> statement-breakpoint
-- An ONG verified, back to pending or gone: every list it receives for is listed or not by that.
CREATE FUNCTION "listed_lists_follow_ong"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "listed_lists_refresh"(l."id") FROM "lists" l WHERE l."owner_id" = OLD."user_id" ORDER BY l."id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."user_id" <> OLD."user_id") THEN
    PERFORM "listed_lists_refresh"(l."id") FROM "lists" l WHERE l."owner_id" = NEW."user_id" ORDER BY l."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ongs_listed" AFTER INSERT OR DELETE OR UPDATE OF "status", "user_id" ON "ongs"
  FOR EACH ROW EXECUTE FUNCTION "listed_lists_follow_ong"();--> statement-breakpoint
-- The lists listed before these triggers are added by the next migration, in batches outside this transaction:
-- creating a trigger keeps writers of its table waiting until the transaction ends, so this one stays short.
