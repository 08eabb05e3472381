ALTER TABLE "lists" DROP CONSTRAINT "lists_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "lists" DROP COLUMN "category_id";