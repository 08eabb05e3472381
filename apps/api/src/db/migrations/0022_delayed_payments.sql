DROP INDEX "payments_open_idx";--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "awaiting" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_covered" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "instructions" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "requested_amount" bigint;--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("expires_at") WHERE "payments"."status" in ('requires_action', 'processing', 'awaiting_funds');--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_awaiting_not_negative" CHECK ("gifts"."awaiting" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_not_negative" CHECK ("payments"."received" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_covered_range" CHECK ("payments"."fee_covered" >= 0 and "payments"."fee_covered" < "payments"."amount");