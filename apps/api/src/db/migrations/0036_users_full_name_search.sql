-- migration: outside a transaction
-- People search and list search by an owner's name read «name lastname» of every person without it. Built
-- CONCURRENTLY (db/migrator.ts): a full users table keeps taking sign-ups and edits while it is made.
DROP INDEX CONCURRENTLY IF EXISTS "users_full_name_trgm_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_full_name_trgm_idx" ON "users" USING gin (f_unaccent(lower("name" || ' ' || "lastname")) gin_trgm_ops);
