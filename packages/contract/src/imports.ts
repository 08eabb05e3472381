import { z } from 'zod';
import { calendarDate } from './date-schemas.js';
import { giftPrioritySchema, listOccasionSchema, listVisibilitySchema } from './lists.js';
import { moneySchema } from './money-schemas.js';
import { multiLineText, singleLineText, webAddress } from './text-schemas.js';

/**
 * Importing gifts into a list (`POST list/import/{listId}`) and copying one's lists out and back in
 * (`GET list/export`, `POST list/importCopy`).
 *
 * An import reads many shop links at once: pasted text (links one per line or among words), a CSV file, or a
 * shop's wish-list page the person saved (we cannot sign in as them). Each link becomes an item that a job reads
 * through the product scanner, one at a time, and ends `added`, `needs_look` (added, but the price or the page
 * could not be read: the person checks it by hand), `duplicate` (already on the list, or twice in the import) or
 * `failed` (nothing was added, e.g. the list is full).
 */
export const MAX_IMPORT_ITEMS = 100;
/** The text of a pasted import or of its file: 2 MB (a saved wish-list page of a big shop fits). */
export const MAX_IMPORT_CHARS = 2 * 1024 * 1024;

export const IMPORT_SOURCES = ['links', 'csv', 'page'] as const;
export const importSourceSchema = z.enum(IMPORT_SOURCES);
export type ImportSource = z.infer<typeof importSourceSchema>;

/**
 * The body of `POST list/import/{listId}`: what was pasted, or the text of the chosen file. Tabs and other
 * control characters are refused as in every text; the web turns them into spaces before sending.
 */
export const importBody = z.object({
  source: importSourceSchema,
  text: multiLineText('Pega algún enlace o elige un archivo.')
    .min(1, 'Pega algún enlace o elige un archivo.')
    .max(
      MAX_IMPORT_CHARS,
      'Ese archivo es demasiado grande: como mucho 2 MB. Divídelo en varios y prueba otra vez.',
    ),
});
export type ImportBody = z.input<typeof importBody>;

/**
 * The header names a CSV may use for each column, in Spanish and English (any case, accents optional). Only the
 * link is required; a row with a name and a price keeps them as written (the page is still read for its picture).
 */
export const IMPORT_CSV_COLUMNS = {
  url: ['enlace', 'url', 'link', 'direccion', 'web'],
  name: ['nombre', 'regalo', 'producto', 'name', 'title', 'titulo', 'product'],
  price: ['precio', 'price', 'importe'],
  currency: ['moneda', 'currency', 'divisa'],
  quantity: ['cantidad', 'quantity', 'qty', 'unidades'],
  note: ['nota', 'note', 'notas', 'notes', 'comentario', 'comment'],
} as const;

export const importItemStateSchema = z.enum(['pending', 'added', 'needs_look', 'duplicate', 'failed']);
export type ImportItemState = z.infer<typeof importItemStateSchema>;

export const importItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The name we have: the shop's, or the CSV's or the saved page's before the link is read. */
  name: z.string().nullable(),
  state: importItemStateSchema,
  /** The gift it created (`added` and `needs_look`). */
  giftId: z.string().nullable(),
  /** Why it needs a look, was skipped or failed, in Spanish. */
  reason: z.string().nullable(),
});
export type ImportItem = z.infer<typeof importItemSchema>;

export const importSchema = z.object({
  id: z.string(),
  listId: z.string(),
  source: importSourceSchema,
  total: z.number().int(),
  /** Items no longer pending: `done === total` once the import has finished. */
  done: z.number().int(),
  finished: z.boolean(),
  items: z.array(importItemSchema),
  createdAt: z.string(),
});
export type ListImport = z.infer<typeof importSchema>;

export const importCreatedSchema = z.object({ id: z.string(), total: z.number().int() });

/** `GET list/export?format=csv|json`. */
export const listExportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: 'Elige el formato: csv o json.' }).default('json'),
});

export const MAX_COPY_LISTS = 50;
export const MAX_COPY_GIFTS = 500;

const copyGiftSchema = z.object({
  name: singleLineText('Cada regalo necesita un nombre.').min(1, 'Cada regalo necesita un nombre.').max(200),
  description: multiLineText().max(2000).default(''),
  url: webAddress('El enlace de un regalo no es válido.').max(2000).nullable().default(null),
  price: moneySchema.nullable().default(null),
  quantity: z.number().int().min(1).max(99).default(1),
  priority: giftPrioritySchema.default('media'),
  note: multiLineText().max(500).default(''),
  shop: singleLineText().max(120).nullable().default(null),
});

const copyListSchema = z.object({
  name: singleLineText('Cada lista necesita un nombre.').min(2, 'Cada lista necesita un nombre.').max(120),
  description: multiLineText().max(2000).default(''),
  category: listOccasionSchema.nullable().default(null),
  occasion: singleLineText().max(80).default(''),
  date: calendarDate().nullable().default(null),
  visibility: listVisibilitySchema.default('public'),
  gifts: z
    .array(copyGiftSchema)
    .max(MAX_COPY_GIFTS, `Una lista puede traer como mucho ${MAX_COPY_GIFTS} regalos.`),
});

/**
 * The JSON copy of one's lists (`GET list/export?format=json`) and the body of `POST list/importCopy`, which
 * recreates them for the caller. Pictures are not carried over; cash funds are not part of the copy.
 */
export const listsCopySchema = z.object({
  app: z.literal('detalle', { error: 'Ese archivo no es una copia de tus listas de Detalle.' }),
  version: z.literal(1, { error: 'Esa copia es de una versión que no sabemos leer.' }),
  lists: z
    .array(copyListSchema)
    .min(1, 'Esa copia no tiene ninguna lista.')
    .max(MAX_COPY_LISTS, `Una copia puede traer como mucho ${MAX_COPY_LISTS} listas.`),
});
export type ListsCopy = z.input<typeof listsCopySchema>;
/**
 * The copy as `list/export` writes it: what is stored, as it is. An answer is never checked against the limits of
 * an import (a person may have more lists than one copy brings back, or none yet).
 */
export const listsCopyOutSchema = z.object({
  app: z.literal('detalle'),
  version: z.literal(1),
  exportedAt: z.string(),
  lists: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      category: listOccasionSchema.nullable(),
      occasion: z.string(),
      date: z.string().nullable(),
      visibility: listVisibilitySchema,
      gifts: z.array(
        z.object({
          name: z.string(),
          description: z.string(),
          url: z.string().nullable(),
          price: moneySchema.nullable(),
          quantity: z.number().int(),
          priority: giftPrioritySchema,
          note: z.string(),
          shop: z.string().nullable(),
        }),
      ),
    }),
  ),
});

export const copyImportedSchema = z.object({ lists: z.number().int(), gifts: z.number().int() });
