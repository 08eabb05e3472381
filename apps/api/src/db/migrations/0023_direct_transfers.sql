CREATE TABLE "direct_transfer_details" (
	"list_id" uuid PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"holder" text NOT NULL,
	"bizum_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direct_transfer_pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"gift_id" uuid,
	"giver_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "direct_pledges_amount_positive" CHECK ("direct_transfer_pledges"."amount" > 0),
	CONSTRAINT "direct_pledges_status" CHECK ("direct_transfer_pledges"."status" in ('pending', 'confirmed', 'rejected')),
	CONSTRAINT "direct_pledges_decided" CHECK (("direct_transfer_pledges"."status" = 'pending') = ("direct_transfer_pledges"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "direct" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_transfer_details" ADD CONSTRAINT "direct_transfer_details_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_transfer_pledges" ADD CONSTRAINT "direct_transfer_pledges_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_transfer_pledges" ADD CONSTRAINT "direct_transfer_pledges_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_transfer_pledges" ADD CONSTRAINT "direct_transfer_pledges_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_pledges_reference_key" ON "direct_transfer_pledges" USING btree ("list_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_pledges_request_key" ON "direct_transfer_pledges" USING btree ("giver_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "direct_pledges_guest_request_key" ON "direct_transfer_pledges" USING btree (lower("guest_email"),"request_key") WHERE "direct_transfer_pledges"."giver_id" is null;--> statement-breakpoint
CREATE INDEX "direct_pledges_list_idx" ON "direct_transfer_pledges" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_pledges_giver_idx" ON "direct_transfer_pledges" USING btree ("giver_id","created_at");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_direct_not_negative" CHECK ("gifts"."direct" >= 0);--> statement-breakpoint
-- A pledge keeps what was declared, and is answered once: pending → confirmed or pending → rejected. Its gift and
-- giver may still be cleared (ON DELETE SET NULL). The confirmation adds to gifts.direct only in the transaction
-- whose conditional update changed the status, so this makes counting it twice impossible, whatever races.
CREATE FUNCTION direct_pledge_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.list_id IS DISTINCT FROM OLD.list_id
     OR NEW.amount IS DISTINCT FROM OLD.amount OR NEW.currency IS DISTINCT FROM OLD.currency
     OR NEW.reference IS DISTINCT FROM OLD.reference OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'a direct transfer pledge keeps what was declared' USING ERRCODE = 'P0001';
  END IF;
  IF (NEW.status IS DISTINCT FROM OLD.status OR NEW.decided_at IS DISTINCT FROM OLD.decided_at)
     AND OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'a direct transfer pledge is answered once (was %, asked %)', OLD.status, NEW.status
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER direct_pledges_transition BEFORE UPDATE ON "direct_transfer_pledges"
  FOR EACH ROW EXECUTE FUNCTION direct_pledge_transition();
