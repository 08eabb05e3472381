ALTER TABLE "gifts" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "fund_currency" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "fund_goal" bigint;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "suggested_amounts" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_guest_request_key" ON "payments" USING btree (lower("payer_email"),"request_key") WHERE "payments"."payer_id" is null;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_fund_shape" CHECK (("gifts"."kind" = 'fund') = ("gifts"."fund_currency" is not null) and ("gifts"."fund_goal" is null or "gifts"."fund_goal" > 0));