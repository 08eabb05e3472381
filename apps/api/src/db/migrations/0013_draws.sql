CREATE TABLE "draw_assignments" (
	"draw_id" uuid NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "draw_assignments_draw_id_giver_id_pk" PRIMARY KEY("draw_id","giver_id"),
	CONSTRAINT "draw_assignments_not_self" CHECK ("draw_assignments"."giver_id" <> "draw_assignments"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "draw_exclusions" (
	"draw_id" uuid NOT NULL,
	"a" uuid NOT NULL,
	"b" uuid NOT NULL,
	CONSTRAINT "draw_exclusions_draw_id_a_b_pk" PRIMARY KEY("draw_id","a","b"),
	CONSTRAINT "draw_exclusions_ordered" CHECK ("draw_exclusions"."a" < "draw_exclusions"."b")
);
--> statement-breakpoint
CREATE TABLE "draw_participants" (
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"wish_list_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "draw_participants_draw_id_user_id_pk" PRIMARY KEY("draw_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "draw_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_id" uuid NOT NULL,
	"event_id" uuid,
	"group_id" uuid NOT NULL,
	"repeat_of" uuid,
	"name" text NOT NULL,
	"budget_minor" integer,
	"budget_currency" text,
	"exchange_date" date NOT NULL,
	"join_deadline" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"invite_token" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_budget_whole" CHECK (("draws"."budget_minor" is null) = ("draws"."budget_currency" is null) and coalesce("draws"."budget_minor", 1) > 0),
	CONSTRAINT "draws_drawn_at" CHECK (("draws"."status" = 'drawn') = ("draws"."drawn_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "draw_assignments" ADD CONSTRAINT "draw_assignments_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_assignments" ADD CONSTRAINT "draw_assignments_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_assignments" ADD CONSTRAINT "draw_assignments_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_exclusions" ADD CONSTRAINT "draw_exclusions_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_exclusions" ADD CONSTRAINT "draw_exclusions_a_users_id_fk" FOREIGN KEY ("a") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_exclusions" ADD CONSTRAINT "draw_exclusions_b_users_id_fk" FOREIGN KEY ("b") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_participants" ADD CONSTRAINT "draw_participants_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_participants" ADD CONSTRAINT "draw_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_participants" ADD CONSTRAINT "draw_participants_wish_list_id_lists_id_fk" FOREIGN KEY ("wish_list_id") REFERENCES "public"."lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_questions" ADD CONSTRAINT "draw_questions_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_questions" ADD CONSTRAINT "draw_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_questions" ADD CONSTRAINT "draw_questions_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_repeat_of_draws_id_fk" FOREIGN KEY ("repeat_of") REFERENCES "public"."draws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_assignments_receiver_key" ON "draw_assignments" USING btree ("draw_id","receiver_id");--> statement-breakpoint
CREATE INDEX "draw_participants_user_idx" ON "draw_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "draw_questions_recipient_idx" ON "draw_questions" USING btree ("draw_id","recipient_id");--> statement-breakpoint
CREATE INDEX "draw_questions_asker_idx" ON "draw_questions" USING btree ("draw_id","asker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_invite_token_key" ON "draws" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "draws_organiser_idx" ON "draws" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "draws_event_idx" ON "draws" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "draws_group_idx" ON "draws" USING btree ("group_id");