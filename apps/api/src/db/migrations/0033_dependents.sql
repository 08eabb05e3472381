CREATE TABLE "dependent_handovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dependent_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"visibility" text DEFAULT 'friends' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"dependent_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_dependent_id_guardian_id_pk" PRIMARY KEY("dependent_id","guardian_id")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_invites" DROP CONSTRAINT "owner_invites_one_target";--> statement-breakpoint
ALTER TABLE "owner_invites" ADD COLUMN "dependent_id" uuid;--> statement-breakpoint
ALTER TABLE "dependent_handovers" ADD CONSTRAINT "dependent_handovers_dependent_id_dependents_user_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent_handovers" ADD CONSTRAINT "dependent_handovers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_dependent_id_dependents_user_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dependent_handovers_token_key" ON "dependent_handovers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "dependent_handovers_open_key" ON "dependent_handovers" USING btree ("dependent_id") WHERE "dependent_handovers"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "guardians_guardian_idx" ON "guardians" USING btree ("guardian_id","dependent_id");--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_dependent_id_dependents_user_id_fk" FOREIGN KEY ("dependent_id") REFERENCES "public"."dependents"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_invites_open_dependent_key" ON "owner_invites" USING btree ("dependent_id","invitee_id") WHERE "owner_invites"."ended_at" is null and "owner_invites"."invitee_id" is not null and "owner_invites"."dependent_id" is not null;--> statement-breakpoint
ALTER TABLE "owner_invites" ADD CONSTRAINT "owner_invites_one_target" CHECK (num_nonnulls("owner_invites"."list_id", "owner_invites"."event_id", "owner_invites"."dependent_id") = 1);;--> statement-breakpoint
-- A dependent's lists are run by its guardians: whoever becomes a guardian runs them, whoever stops no longer
-- does, and a list made for a dependent starts with all of them.
CREATE FUNCTION "guardians_join_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_owners" ("list_id", "user_id")
    SELECT l."id", NEW."guardian_id" FROM "lists" l WHERE l."owner_id" = NEW."dependent_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guardians_join_lists" AFTER INSERT ON "guardians" FOR EACH ROW EXECUTE FUNCTION "guardians_join_lists"();--> statement-breakpoint
CREATE FUNCTION "guardians_leave_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_owners" o USING "lists" l
   WHERE o."list_id" = l."id" AND l."owner_id" = OLD."dependent_id" AND o."user_id" = OLD."guardian_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "guardians_leave_lists" AFTER DELETE ON "guardians" FOR EACH ROW EXECUTE FUNCTION "guardians_leave_lists"();--> statement-breakpoint
CREATE FUNCTION "lists_add_guardians"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_owners" ("list_id", "user_id")
    SELECT NEW."id", g."guardian_id" FROM "guardians" g WHERE g."dependent_id" = NEW."owner_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "lists_add_guardians" AFTER INSERT ON "lists" FOR EACH ROW EXECUTE FUNCTION "lists_add_guardians"();