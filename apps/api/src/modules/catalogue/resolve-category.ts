import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { categories } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../../ids.js';

/** A category given by id or slug, as list and product forms send it. */
export async function resolveCategory(app: AppContext, value: string | null | undefined) {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const [row] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(isUuid(value) ? eq(categories.id, value) : eq(categories.slug, value));
  if (!row)
    throw new AppError('VALIDATION_ERROR', 'Esa categoría no existe.', [
      { path: 'category', message: 'Categoría desconocida.' },
    ]);
  return row.id;
}
