CREATE TABLE "wallet_movement_counts" (
	"person_id" uuid NOT NULL,
	"type" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "wallet_movement_counts_person_id_type_pk" PRIMARY KEY("person_id","type"),
	CONSTRAINT "wallet_movement_counts_n" CHECK ("wallet_movement_counts"."n" >= 0)
);--> statement-breakpoint
-- Hand-written: the wallet's movement counters (modules/wallet/movements.ts), kept by triggers in the same
-- transaction as the rows they count, so `dashboard/transactionsUser` reads its total instead of counting a
-- person's whole history on every page. Each trigger mirrors one source of movements in movements.ts;
-- test/wallet.test.ts and test/ledger-invariants.test.ts check the counters against a real count.
-- Adds delta to a person's count of one type. Taking away from a count that does not exist is a bug: refused.
CREATE FUNCTION wallet_count(person uuid, movement text, delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF person IS NULL OR delta = 0 THEN RETURN; END IF;
  IF delta < 0 THEN
    UPDATE wallet_movement_counts SET n = n + delta WHERE person_id = person AND type = movement;
    IF NOT FOUND THEN RAISE EXCEPTION 'wallet_movement_counts: nothing to take from (%, %)', person, movement; END IF;
  ELSE
    INSERT INTO wallet_movement_counts (person_id, type, n) VALUES (person, movement, delta)
      ON CONFLICT (person_id, type) DO UPDATE SET n = wallet_movement_counts.n + EXCLUDED.n;
  END IF;
END $$;
--> statement-breakpoint
-- What one payment row counts (sign 1) or stops counting (sign -1): the recipient's gift and its fee once it
-- succeeded, the payer's contribution whatever its status, and each of its refunds for both of them.
CREATE FUNCTION wallet_count_payment(p payments, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  refunded bigint;
BEGIN
  IF p.status = 'succeeded' THEN
    PERFORM wallet_count(p.recipient_id, 'gift_received', sign);
    IF p.fee > 0 THEN PERFORM wallet_count(p.recipient_id, 'fee', sign); END IF;
  END IF;
  PERFORM wallet_count(p.payer_id, 'contribution', sign);
  SELECT count(*) INTO refunded FROM refunds WHERE payment_id = p.id;
  PERFORM wallet_count(p.payer_id, 'refund', sign * refunded);
  PERFORM wallet_count(p.recipient_id, 'refund', sign * refunded);
END $$;
--> statement-breakpoint
CREATE FUNCTION wallet_count_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.payer_id IS NOT DISTINCT FROM NEW.payer_id AND OLD.recipient_id = NEW.recipient_id THEN
    -- The usual change (a charge settles, its fee is known): only the recipient's gift and fee can come or go.
    PERFORM wallet_count(NEW.recipient_id, 'gift_received',
      (NEW.status = 'succeeded')::int - (OLD.status = 'succeeded')::int);
    PERFORM wallet_count(NEW.recipient_id, 'fee',
      (NEW.status = 'succeeded' AND NEW.fee > 0)::int - (OLD.status = 'succeeded' AND OLD.fee > 0)::int);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM wallet_count_payment(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM wallet_count_payment(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_movement_counts AFTER INSERT OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION wallet_count_payments();
--> statement-breakpoint
CREATE TRIGGER payments_movement_counts_update AFTER UPDATE OF status, fee, payer_id, recipient_id ON "payments"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.fee IS DISTINCT FROM NEW.fee
    OR OLD.payer_id IS DISTINCT FROM NEW.payer_id OR OLD.recipient_id IS DISTINCT FROM NEW.recipient_id)
  EXECUTE FUNCTION wallet_count_payments();
--> statement-breakpoint
-- A refund is a movement of the payment's payer and one of its recipient; their two counts are taken in the order
-- of their ids, so two refunds between the same two people in opposite directions never wait for each other.
CREATE FUNCTION wallet_count_refund(payment uuid, sign bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p payments;
BEGIN
  SELECT * INTO p FROM payments WHERE id = payment;
  PERFORM wallet_count(least(p.payer_id, p.recipient_id), 'refund', sign);
  IF p.payer_id IS NOT NULL THEN PERFORM wallet_count(greatest(p.payer_id, p.recipient_id), 'refund', sign); END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION wallet_count_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM wallet_count_refund(OLD.payment_id, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM wallet_count_refund(NEW.payment_id, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_movement_counts AFTER INSERT OR DELETE OR UPDATE OF payment_id ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION wallet_count_refunds();
--> statement-breakpoint
CREATE FUNCTION wallet_count_payouts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM wallet_count(OLD.person_id, 'payout', -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM wallet_count(NEW.person_id, 'payout', 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payouts_movement_counts AFTER INSERT OR DELETE OR UPDATE OF person_id ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION wallet_count_payouts();
--> statement-breakpoint
-- The movements recorded before the counters existed.
INSERT INTO wallet_movement_counts (person_id, type, n)
SELECT person_id, type, count(*) FROM (
  SELECT recipient_id, 'gift_received' FROM payments WHERE status = 'succeeded'
  UNION ALL SELECT recipient_id, 'fee' FROM payments WHERE status = 'succeeded' AND fee > 0
  UNION ALL SELECT payer_id, 'contribution' FROM payments WHERE payer_id IS NOT NULL
  UNION ALL SELECT p.payer_id, 'refund' FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.payer_id IS NOT NULL
  UNION ALL SELECT p.recipient_id, 'refund' FROM refunds r JOIN payments p ON p.id = r.payment_id
  UNION ALL SELECT person_id, 'payout' FROM payouts
) m(person_id, type) GROUP BY 1, 2;
