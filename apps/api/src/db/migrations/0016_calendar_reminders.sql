CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"hour" smallint DEFAULT 9 NOT NULL,
	"timezone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_daytime" CHECK ("reminder_settings"."hour" between 8 and 21)
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occurrence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_dates" ADD COLUMN "reminder_days" integer[] DEFAULT '{7,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "special_dates" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_once_key" ON "reminders" USING btree ("user_id","kind","occurrence");--> statement-breakpoint
-- Hand-written: iCalendar SEQUENCE raised whenever what a calendar shows of a row changes (events, special dates, profile birthdays).
CREATE FUNCTION detalle_bump_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.name, OLD.description, OLD.starts_at, OLD.timezone, OLD.place)
     IS DISTINCT FROM (NEW.name, NEW.description, NEW.starts_at, NEW.timezone, NEW.place) THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_calendar_sequence BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION detalle_bump_event_sequence();
--> statement-breakpoint
CREATE FUNCTION detalle_bump_special_date_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.title, OLD.date, OLD.yearly, OLD.note) IS DISTINCT FROM (NEW.title, NEW.date, NEW.yearly, NEW.note) THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER special_dates_calendar_sequence BEFORE UPDATE ON special_dates
  FOR EACH ROW EXECUTE FUNCTION detalle_bump_special_date_sequence();
--> statement-breakpoint
CREATE FUNCTION detalle_bump_birthday_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.birthday, OLD.name) IS DISTINCT FROM (NEW.birthday, NEW.name) THEN
    NEW.birthday_sequence := OLD.birthday_sequence + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_birthday_sequence BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION detalle_bump_birthday_sequence();
