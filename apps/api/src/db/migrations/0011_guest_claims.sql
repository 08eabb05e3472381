CREATE TABLE "guest_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"intent" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "guest_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_claims_token_key" ON "guest_claims" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_claims_pending_key" ON "guest_claims" USING btree ("gift_id","email") WHERE "guest_claims"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "guest_claims_confirmed_key" ON "guest_claims" USING btree ("gift_id") WHERE "guest_claims"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "guest_claims_pending_expiry_idx" ON "guest_claims" USING btree ("expires_at") WHERE "guest_claims"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_guest_claim_id_guest_claims_id_fk" FOREIGN KEY ("guest_claim_id") REFERENCES "public"."guest_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_one_holder" CHECK ("gifts"."reserved_by" is null or "gifts"."guest_claim_id" is null);