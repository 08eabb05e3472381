CREATE TABLE "thank_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thanks_id" uuid NOT NULL,
	"gift_id" uuid,
	"payment_id" uuid,
	CONSTRAINT "thank_items_one_thing" CHECK (num_nonnulls("thank_items"."gift_id", "thank_items"."payment_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "thanks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid,
	"recipient_email" text,
	"greeting" text NOT NULL,
	"message" text NOT NULL,
	"sticker" text NOT NULL,
	"image" text,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "thanks_has_recipient" CHECK ("thanks"."recipient_id" is not null or "thanks"."recipient_email" is not null)
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "reserver_shows_name" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "thank_items" ADD CONSTRAINT "thank_items_thanks_id_thanks_id_fk" FOREIGN KEY ("thanks_id") REFERENCES "public"."thanks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_items" ADD CONSTRAINT "thank_items_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thank_items" ADD CONSTRAINT "thank_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thanks" ADD CONSTRAINT "thanks_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thank_items_thanks_idx" ON "thank_items" USING btree ("thanks_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thank_items_gift_key" ON "thank_items" USING btree ("gift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "thank_items_payment_key" ON "thank_items" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "thanks_sender_idx" ON "thanks" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "thanks_recipient_idx" ON "thanks" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "thanks_token_key" ON "thanks" USING btree ("token_hash");