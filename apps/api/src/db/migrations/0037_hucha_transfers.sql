CREATE TABLE "hucha_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dependent_id" uuid NOT NULL,
	"dependent_name" text NOT NULL,
	"guardian_id" uuid NOT NULL,
	"guardian_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hucha_transfers_amount_positive" CHECK ("hucha_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hucha_transfers_request_key" ON "hucha_transfers" USING btree ("guardian_id","request_key");--> statement-breakpoint
CREATE INDEX "hucha_transfers_dependent_idx" ON "hucha_transfers" USING btree ("dependent_id","created_at");--> statement-breakpoint
CREATE INDEX "hucha_transfers_guardian_idx" ON "hucha_transfers" USING btree ("guardian_id","created_at");--> statement-breakpoint
-- Hand-written: money moved out of a hucha is a movement of both wallets (modules/wallet/movements.ts), counted
-- beside the other sources (migration 0015): the guardian's `from_hucha` and the dependent's `to_guardian`.
CREATE FUNCTION wallet_count_hucha_transfers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM wallet_count(OLD.guardian_id, 'from_hucha', -1);
    PERFORM wallet_count(OLD.dependent_id, 'to_guardian', -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM wallet_count(NEW.guardian_id, 'from_hucha', 1);
    PERFORM wallet_count(NEW.dependent_id, 'to_guardian', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hucha_transfers_movement_counts AFTER INSERT OR DELETE OR UPDATE OF guardian_id, dependent_id ON "hucha_transfers"
  FOR EACH ROW EXECUTE FUNCTION wallet_count_hucha_transfers();
