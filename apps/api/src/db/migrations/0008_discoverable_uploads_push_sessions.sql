CREATE TABLE "uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"uploader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "lists_stand_out_idx";--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Subscriptions saved before they were tied to a session cannot be tied now: the app saves the
-- device's subscription again on its next start with a session (syncPushSubscription).
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_uploader_idx" ON "uploads" USING btree ("uploader_id");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lists_discoverable_idx" ON "lists" USING btree ("stand_out","created_at") WHERE "lists"."discoverable";--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_id_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_discoverable_public" CHECK (not "lists"."discoverable" or "lists"."visibility" = 'public');--> statement-breakpoint
-- Pictures already in use belong to whoever used them first (lists, then events, then products).
INSERT INTO "uploads" ("url", "uploader_id") SELECT DISTINCT ON ("image") "image", "owner_id" FROM "lists" WHERE "image" LIKE '/files/images/%' ORDER BY "image", "created_at" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("url", "uploader_id") SELECT DISTINCT ON ("image") "image", "organiser_id" FROM "events" WHERE "image" LIKE '/files/images/%' ORDER BY "image", "created_at" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("url", "uploader_id") SELECT DISTINCT ON ("image") "image", "owner_id" FROM "products" WHERE "owner_id" IS NOT NULL AND ("image" LIKE '/files/images/%' OR "image" LIKE '/files/products/%') ORDER BY "image", "created_at" ON CONFLICT DO NOTHING;
