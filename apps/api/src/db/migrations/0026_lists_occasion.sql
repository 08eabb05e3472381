DROP INDEX "lists_category_idx";--> statement-breakpoint
ALTER TABLE "lists" ALTER COLUMN "visibility" SET DEFAULT 'public';--> statement-breakpoint
ALTER TABLE "lists" ADD COLUMN "category" text;--> statement-breakpoint
CREATE INDEX "lists_category_idx" ON "lists" USING btree ("category");--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_category_occasion" CHECK ("lists"."category" in ('cumpleanos', 'boda', 'bebe', 'navidad', 'reyes', 'comunion', 'aniversario', 'jubilacion', 'graduacion', 'despedida', 'otra'));--> statement-breakpoint
-- hand-written
-- A list's category was a product category (a birthday list tagged "Hogar y cocina"); it is now its occasion,
-- read from the occasion text its owner wrote. Written but none of these: "otra"; nothing written: none.
UPDATE "lists" SET "category" = CASE
  WHEN f_unaccent(lower("occasion")) ~ 'cumple' THEN 'cumpleanos'
  WHEN f_unaccent(lower("occasion")) ~ '(boda|casamos|nos casamos)' THEN 'boda'
  WHEN f_unaccent(lower("occasion")) ~ '(bebe|nacimiento|bautizo|bautismo|baby shower)' THEN 'bebe'
  WHEN f_unaccent(lower("occasion")) ~ 'reyes' THEN 'reyes'
  WHEN f_unaccent(lower("occasion")) ~ '(navidad|nochebuena|papa noel)' THEN 'navidad'
  WHEN f_unaccent(lower("occasion")) ~ 'comunion' THEN 'comunion'
  WHEN f_unaccent(lower("occasion")) ~ 'aniversario' THEN 'aniversario'
  WHEN f_unaccent(lower("occasion")) ~ 'jubila' THEN 'jubilacion'
  WHEN f_unaccent(lower("occasion")) ~ 'gradua' THEN 'graduacion'
  WHEN f_unaccent(lower("occasion")) ~ 'despedida' THEN 'despedida'
  WHEN btrim("occasion") <> '' THEN 'otra'
END;
