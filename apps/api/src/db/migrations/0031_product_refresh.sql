CREATE TABLE "product_alerts" (
	"user_id" uuid NOT NULL,
	"change_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_alerts_user_id_change_id_kind_pk" PRIMARY KEY("user_id","change_id","kind")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"price_minor" integer,
	"currency" char(3),
	"stock" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"next_turn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"backoff_until" timestamp with time zone,
	"failures" smallint DEFAULT 0 NOT NULL,
	"robots_txt" text,
	"robots_fetched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "check_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "check_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_price_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "price_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_alerts" ADD CONSTRAINT "product_alerts_change_id_product_prices_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id","seen_at");--> statement-breakpoint
CREATE INDEX "products_next_check_idx" ON "products" USING btree ("next_check_at") WHERE "products"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "products_unscheduled_idx" ON "products" USING btree ("created_at") WHERE "products"."next_check_at" is null and "products"."url" is not null and "products"."owner_id" is not null and "products"."check_stopped_at" is null;