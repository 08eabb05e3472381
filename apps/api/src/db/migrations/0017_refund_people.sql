ALTER TABLE "refunds" ADD COLUMN "payer_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
-- Hand-written: copy the people of each existing refund's payment, then require the recipient.
UPDATE "refunds" r SET "payer_id" = p."payer_id", "recipient_id" = p."recipient_id" FROM "payments" p WHERE p."id" = r."payment_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "recipient_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payer_idx" ON "refunds" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_recipient_idx" ON "refunds" USING btree ("recipient_id","created_at");