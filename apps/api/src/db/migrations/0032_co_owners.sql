CREATE TABLE "event_organisers" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_organisers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "list_owners" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_owners_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "owner_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid,
	"event_id" uuid,
	"invited_by" uuid NOT NULL,
	"invitee_id" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_invites_one_target" CHECK (("owner_invites"."list_id" is null) <> ("owner_invites"."event_id" is null)),
	CONSTRAINT "owner_invites_one_way" CHECK (("owner_invites"."invitee_id" is null) <> ("owner_invites"."token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "event_organisers" ADD CONSTRAINT "event_organisers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organisers" ADD CONSTRAINT "event_organisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_owners" ADD CONSTRAINT "list_owners_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_owners" ADD CONSTRAINT "list_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_organisers_user_idx" ON "event_organisers" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "list_owners_user_idx" ON "list_owners" USING btree ("user_id","list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_invites_token_key" ON "owner_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_invites_open_list_key" ON "owner_invites" USING btree ("list_id","invitee_id") WHERE "owner_invites"."ended_at" is null and "owner_invites"."invitee_id" is not null and "owner_invites"."list_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_invites_open_event_key" ON "owner_invites" USING btree ("event_id","invitee_id") WHERE "owner_invites"."ended_at" is null and "owner_invites"."invitee_id" is not null and "owner_invites"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "owner_invites_invitee_idx" ON "owner_invites" USING btree ("invitee_id") WHERE "owner_invites"."ended_at" is null;--> statement-breakpoint
-- Every list and event has its creator as its first owner, whatever path made it.
INSERT INTO "list_owners" ("list_id", "user_id", "created_at") SELECT "id", "owner_id", "created_at" FROM "lists";--> statement-breakpoint
INSERT INTO "event_organisers" ("event_id", "user_id", "created_at") SELECT "id", "organiser_id", "created_at" FROM "events";--> statement-breakpoint
CREATE FUNCTION "list_owners_add_creator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_owners" ("list_id", "user_id") VALUES (NEW."id", NEW."owner_id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lists_add_creator" AFTER INSERT ON "lists" FOR EACH ROW EXECUTE FUNCTION "list_owners_add_creator"();--> statement-breakpoint
CREATE FUNCTION "event_organisers_add_creator"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "event_organisers" ("event_id", "user_id") VALUES (NEW."id", NEW."organiser_id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "events_add_creator" AFTER INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION "event_organisers_add_creator"();--> statement-breakpoint
-- The owner who receives the money is always one of the owners: removing them, or naming someone else, fails at
-- commit unless the receiver was changed in the same transaction. So a list or event never has no owner.
ALTER TABLE "lists" ADD CONSTRAINT "lists_receiver_is_owner" FOREIGN KEY ("id", "owner_id") REFERENCES "list_owners"("list_id", "user_id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_receiver_is_organiser" FOREIGN KEY ("id", "organiser_id") REFERENCES "event_organisers"("event_id", "user_id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- A shared list or event outlives the account of the owner who received its money: another owner receives from then on.
CREATE FUNCTION "owners_pass_on_receiver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "lists" l SET "owner_id" = (
      SELECT o."user_id" FROM "list_owners" o WHERE o."list_id" = l."id" AND o."user_id" <> OLD."id"
      ORDER BY o."created_at", o."user_id" LIMIT 1)
   WHERE l."owner_id" = OLD."id"
     AND EXISTS (SELECT 1 FROM "list_owners" o WHERE o."list_id" = l."id" AND o."user_id" <> OLD."id");
  UPDATE "events" e SET "organiser_id" = (
      SELECT o."user_id" FROM "event_organisers" o WHERE o."event_id" = e."id" AND o."user_id" <> OLD."id"
      ORDER BY o."created_at", o."user_id" LIMIT 1)
   WHERE e."organiser_id" = OLD."id"
     AND EXISTS (SELECT 1 FROM "event_organisers" o WHERE o."event_id" = e."id" AND o."user_id" <> OLD."id");
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_pass_on_receiver" BEFORE DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "owners_pass_on_receiver"();
