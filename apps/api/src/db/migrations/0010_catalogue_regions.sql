ALTER TABLE "products" ADD COLUMN "region" char(2);--> statement-breakpoint
CREATE INDEX "products_catalogue_region_idx" ON "products" USING btree ("region","created_at" DESC NULLS FIRST,"id") WHERE "products"."owner_id" is null;--> statement-breakpoint
-- A catalogue loaded before regions existed: each product's market follows its currency (the demo catalogue's rule).
UPDATE "products" SET "region" = CASE "currency"
  WHEN 'EUR' THEN 'ES' WHEN 'MXN' THEN 'MX' WHEN 'COP' THEN 'CO' WHEN 'CLP' THEN 'CL'
  WHEN 'ARS' THEN 'AR' WHEN 'PEN' THEN 'PE' WHEN 'USD' THEN 'EC' END
WHERE "owner_id" IS NULL AND "region" IS NULL;
