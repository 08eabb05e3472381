CREATE TABLE "mercadopago_collectors" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"mp_user_id" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"live_mode" boolean DEFAULT false NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mercadopago_collectors" ADD CONSTRAINT "mercadopago_collectors_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mercadopago_collectors_mp_user_key" ON "mercadopago_collectors" USING btree ("mp_user_id");