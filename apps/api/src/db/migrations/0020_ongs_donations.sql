CREATE TABLE "donation_counters" (
	"ong_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "donation_counters_ong_id_year_pk" PRIMARY KEY("ong_id","year")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"ong_id" uuid NOT NULL,
	"donor_name" text NOT NULL,
	"tax_id" text,
	"ong_name" text,
	"ong_legal_id" text,
	"certificate_year" integer,
	"certificate_seq" integer,
	"certificate_number" text,
	"in_lieu_list_id" uuid,
	"in_lieu_event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_certificate_whole" CHECK (("donations"."certificate_number" is null) = ("donations"."certificate_seq" is null) and ("donations"."certificate_seq" is null) = ("donations"."certificate_year" is null))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "charity_ong_id" uuid;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "charity_ong_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'gift' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_in_lieu_list_id_lists_id_fk" FOREIGN KEY ("in_lieu_list_id") REFERENCES "public"."lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_in_lieu_event_id_events_id_fk" FOREIGN KEY ("in_lieu_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_certificate_key" ON "donations" USING btree ("ong_id","certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_certificate_seq_key" ON "donations" USING btree ("ong_id","certificate_year","certificate_seq");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_charity_ong_id_users_id_fk" FOREIGN KEY ("charity_ong_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_charity_ong_id_users_id_fk" FOREIGN KEY ("charity_ong_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a donation (payments.kind = 'donation') is its own movement type in the wallet's counters
-- (modules/wallet/movements.ts): `donation_received` for the ONG, `donation` for the donor, in place of
-- `gift_received` and `contribution`. The two functions of migration 0015 are replaced; the kind of a payment
-- never changes after its insert.
CREATE OR REPLACE FUNCTION wallet_count_payment(p payments, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refunded bigint;
BEGIN
  IF p.status = 'succeeded' THEN
    PERFORM wallet_count(p.recipient_id, CASE WHEN p.kind = 'donation' THEN 'donation_received' ELSE 'gift_received' END, sign);
    IF p.fee > 0 THEN PERFORM wallet_count(p.recipient_id, 'fee', sign); END IF;
  END IF;
  PERFORM wallet_count(p.payer_id, CASE WHEN p.kind = 'donation' THEN 'donation' ELSE 'contribution' END, sign);
  SELECT count(*) INTO refunded FROM refunds WHERE payment_id = p.id;
  PERFORM wallet_count(p.payer_id, 'refund', sign * refunded);
  PERFORM wallet_count(p.recipient_id, 'refund', sign * refunded);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wallet_count_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.payer_id IS NOT DISTINCT FROM NEW.payer_id AND OLD.recipient_id = NEW.recipient_id THEN
    -- The usual change (a charge settles, its fee is known): only the recipient's gift and fee can come or go.
    PERFORM wallet_count(NEW.recipient_id,
      CASE WHEN NEW.kind = 'donation' THEN 'donation_received' ELSE 'gift_received' END,
      (NEW.status = 'succeeded')::int - (OLD.status = 'succeeded')::int);
    PERFORM wallet_count(NEW.recipient_id, 'fee',
      (NEW.status = 'succeeded' AND NEW.fee > 0)::int - (OLD.status = 'succeeded' AND OLD.fee > 0)::int);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM wallet_count_payment(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM wallet_count_payment(NEW, 1); END IF;
  RETURN NULL;
END $$;
