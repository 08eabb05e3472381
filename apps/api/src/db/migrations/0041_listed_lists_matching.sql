-- Up to "most" lists of "listed_lists" (0039) that match `list/search`'s patterns (modules/lists/search.ts builds
-- them, already normalised: any part of the name or of an owner's first name, whole words of an owner's full name),
-- in no order, found through the trigram index alone: its settings leave PostgreSQL no other way to read the table.
-- Left to itself, the planner reads a small table whole, or walks the listing's order index filtering every row,
-- which for a rare word is every list; through the index, the work follows how many lists match, not how many are
-- listed. A function with settings is never inlined, so they hold for this query only, and it is a fence too:
-- the search counts what it returns before choosing how to read its page.
CREATE OR REPLACE FUNCTION "listed_lists_matching"("any_part" text, "whole_words" text, "most" integer)
  RETURNS TABLE ("list_id" uuid, "stand_out" boolean, "created_at" timestamp with time zone)
  LANGUAGE sql STABLE
  SET enable_seqscan = off SET enable_indexscan = off
AS $$
  SELECT l."list_id", l."stand_out", l."created_at" FROM "listed_lists" l
   WHERE l."name" LIKE "any_part" OR l."first_names" LIKE "any_part" OR l."full_names" LIKE "whole_words"
   LIMIT "most"
$$;
