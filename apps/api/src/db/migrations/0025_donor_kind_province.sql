ALTER TABLE "donations" ADD COLUMN "donor_kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_kind_known" CHECK ("donations"."donor_kind" in ('person', 'company'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_province_code" CHECK ("donations"."province" ~ '^[0-9]{2}$');