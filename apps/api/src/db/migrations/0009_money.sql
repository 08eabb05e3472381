CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid,
	"provider" text,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","person_id","provider","currency"),
	CONSTRAINT "ledger_accounts_not_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"key" text NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder" text NOT NULL,
	"masked" text NOT NULL,
	"fingerprint" text,
	"country" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" uuid,
	"payer_email" text,
	"recipient_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text,
	"request_key" text,
	"method_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"list_id" uuid,
	"gift_id" uuid,
	"event_id" uuid,
	"available_on" date,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_fee_range" CHECK ("payments"."fee" >= 0 and "payments"."fee" <= "payments"."amount"),
	CONSTRAINT "payments_refunded_range" CHECK ("payments"."refunded" >= 0 and "payments"."refunded" <= "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"bank_id" uuid,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"request_key" text,
	"arrival_date" date NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"person_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_ref" text,
	"payout_account_ref" text,
	"payouts_ready" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_person_id_provider_pk" PRIMARY KEY("person_id","provider")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"recipient_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"requested_by" uuid,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "contributed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_id_payment_methods_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transfer_idx" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key" ON "ledger_transfers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_payment_idx" ON "ledger_transfers" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_payout_idx" ON "ledger_transfers" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payment_methods_person_idx" ON "payment_methods" USING btree ("person_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_ref_key" ON "payment_methods" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("person_id","type") WHERE "payment_methods"."is_default" and "payment_methods"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_charge_key" ON "payments" USING btree ("provider","provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key" ON "payments" USING btree ("payer_id","request_key");--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_recipient_idx" ON "payments" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("recipient_id",coalesce("paid_at", "created_at")) WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_method_idx" ON "payments" USING btree ("method_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_key" ON "payouts" USING btree ("provider","provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_key" ON "payouts" USING btree ("person_id","request_key");--> statement-breakpoint
CREATE INDEX "payouts_person_idx" ON "payouts" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_bank_idx" ON "payouts" USING btree ("bank_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_event_key" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_customer_key" ON "provider_profiles" USING btree ("provider","customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_payout_key" ON "provider_profiles" USING btree ("provider","payout_account_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_key" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_key" ON "refunds" USING btree ("requested_by","request_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_contributed_not_negative" CHECK ("gifts"."contributed" >= 0);
--> statement-breakpoint
-- The ledger's rules, enforced by the database itself (hand-written below the generated tables).
-- 1. Entries are immutable: a mistake is corrected by a reversing transfer, never by editing history.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger % is immutable: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_delete BEFORE DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON "ledger_transfers"
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- 2. A transfer changes only its status, and only once: pending → posted or pending → voided.
CREATE FUNCTION ledger_transfer_transition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.key IS DISTINCT FROM OLD.key
     OR NEW.payment_id IS DISTINCT FROM OLD.payment_id OR NEW.refund_id IS DISTINCT FROM OLD.refund_id
     OR NEW.payout_id IS DISTINCT FROM OLD.payout_id OR NEW.reverses_id IS DISTINCT FROM OLD.reverses_id
     OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'a ledger transfer changes only its status' USING ERRCODE = 'P0001';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'voided') THEN
      RAISE EXCEPTION 'a ledger transfer goes from pending to posted or voided once (was %, asked %)', OLD.status, NEW.status
        USING ERRCODE = 'P0001';
    END IF;
    IF NEW.status = 'posted' THEN NEW.posted_at := now(); NEW.voided_at := NULL; END IF;
    IF NEW.status = 'voided' THEN NEW.voided_at := now(); NEW.posted_at := NULL; END IF;
  ELSIF NEW.posted_at IS DISTINCT FROM OLD.posted_at OR NEW.voided_at IS DISTINCT FROM OLD.voided_at THEN
    RAISE EXCEPTION 'a ledger transfer changes only its status' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_transition BEFORE UPDATE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION ledger_transfer_transition();
--> statement-breakpoint
-- 3. The running balance: an account's balance is the sum of the entries of its posted transfers. It moves
-- when a posted transfer's entry is written, or when a pending transfer is posted (accounts in id order, so
-- two transfers over the same accounts never deadlock). The CHECK on ledger_accounts then refuses a
-- person's account going below zero, whatever races.
CREATE FUNCTION ledger_entry_posted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account_currency text;
BEGIN
  SELECT currency INTO account_currency FROM ledger_accounts WHERE id = NEW.account_id;
  IF account_currency IS DISTINCT FROM NEW.currency THEN
    RAISE EXCEPTION 'ledger entry in % on an account in %', NEW.currency, account_currency USING ERRCODE = 'P0001';
  END IF;
  IF (SELECT status FROM ledger_transfers WHERE id = NEW.transfer_id) = 'posted' THEN
    UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_posted();
--> statement-breakpoint
CREATE FUNCTION ledger_transfer_posted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT account_id, sum(amount) AS total FROM ledger_entries WHERE transfer_id = NEW.id
           GROUP BY account_id ORDER BY account_id LOOP
    UPDATE ledger_accounts SET balance = balance + r.total WHERE id = r.account_id;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_balance AFTER UPDATE OF status ON "ledger_transfers"
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status = 'posted') EXECUTE FUNCTION ledger_transfer_posted();
--> statement-breakpoint
-- 4. Double entry: at commit, every transfer has at least two entries and they sum to zero per currency.
CREATE FUNCTION ledger_check_balanced(transfer uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM ledger_entries WHERE transfer_id = transfer) < 2 THEN
    RAISE EXCEPTION 'ledger transfer % has fewer than two entries', transfer USING ERRCODE = 'P0001';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE transfer_id = transfer GROUP BY currency HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger transfer % does not sum to zero', transfer USING ERRCODE = 'P0001';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_transfer_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_check_balanced(NEW.transfer_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transfers_balanced AFTER INSERT ON "ledger_transfers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transfer_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
