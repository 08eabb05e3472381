ALTER TABLE "gifts" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" in ('requires_action', 'processing');--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_held_not_negative" CHECK ("gifts"."held" >= 0);--> statement-breakpoint
-- Payments still open were counted as given: from now on they only hold their share (`held`) until they expire.
UPDATE "gifts" g SET "contributed" = g."contributed" - o.total, "held" = o.total
FROM (
	SELECT "gift_id", sum("amount") AS total FROM "payments"
	WHERE "status" IN ('requires_action', 'processing') AND "gift_id" IS NOT NULL
	GROUP BY "gift_id"
) o
WHERE g."id" = o."gift_id";--> statement-breakpoint
UPDATE "payments" SET "expires_at" = now() + interval '15 minutes' WHERE "status" IN ('requires_action', 'processing');
