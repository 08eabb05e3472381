-- migration: outside a transaction
-- Fills "listed_lists" (0039) with the lists listed before its triggers existed. Outside a transaction, committing
-- after every thousand lists (db/migrator.ts): in one transaction it would hold each refreshed list's row lock,
-- and the triggers' tables' writers behind them, until the last list of a full database was done; this way a list
-- is held only while its batch runs. The triggers keep every list changed meanwhile, and `listed_lists_refresh`
-- locks the list first, so the backfill and a trigger take turns on the same list and whichever runs later
-- writes what the other committed. Running it again (a start that failed half-way) rewrites the same rows.
DO $$
DECLARE
  last_id uuid;
  batch uuid[];
BEGIN
  LOOP
    SELECT array_agg(b."id" ORDER BY b."id") INTO batch FROM (
      SELECT l."id" FROM "lists" l
       WHERE l."visibility" = 'public' AND (last_id IS NULL OR l."id" > last_id)
       ORDER BY l."id" LIMIT 1000) b;
    EXIT WHEN batch IS NULL;
    LOOP
      BEGIN
        PERFORM "listed_lists_refresh"(t."id") FROM unnest(batch) AS t("id");
        EXIT;
      EXCEPTION WHEN deadlock_detected THEN
        -- A transaction locking lists in another order than ours: PostgreSQL cancelled this batch, not the app's
        -- request, so it is done again rather than failing the start.
      END;
    END LOOP;
    last_id := batch[array_length(batch, 1)];
    COMMIT;
  END LOOP;
END $$;
