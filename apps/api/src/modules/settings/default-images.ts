import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Motif, renderCategoryImage } from '../../db/seed/product-image.js';
import { AppError } from '../../errors.js';

/**
 * The pictures an event or a list can use when the person has none of their
 * own (`configuracion/eventDefaultImage`, `configuracion/listDefaultImage`,
 * chosen on `imagen-predeterminada`). Drawn by us, written once under DATA_DIR/files/defaults.
 */
type DefaultImage = { id: string; name: string; motif: Motif; colour: string };

const eventImages: DefaultImage[] = [
  { id: 'cumpleanos', name: 'Cumpleaños', motif: 'gift', colour: '#e0785a' },
  { id: 'fiesta', name: 'Fiesta', motif: 'music', colour: '#9b6bd6' },
  { id: 'boda', name: 'Boda', motif: 'candle', colour: '#d4a373' },
  { id: 'bebe', name: 'Bebé en camino', motif: 'baby', colour: '#6fb3c8' },
  { id: 'viaje', name: 'Viaje', motif: 'ticket', colour: '#4f9d8a' },
  { id: 'cena', name: 'Cena con amigos', motif: 'bottle', colour: '#b5523b' },
  { id: 'graduacion', name: 'Graduación', motif: 'book', colour: '#5577c2' },
  { id: 'partido', name: 'Deporte', motif: 'ball', colour: '#6a9c3c' },
];

const listImages: DefaultImage[] = [
  { id: 'regalos', name: 'Regalos', motif: 'gift', colour: '#d9674a' },
  { id: 'hogar', name: 'Hogar', motif: 'lamp', colour: '#c99a4b' },
  { id: 'bebe', name: 'Bebé', motif: 'baby', colour: '#72b0c9' },
  { id: 'lectura', name: 'Lectura', motif: 'book', colour: '#6a79c0' },
  { id: 'musica', name: 'Música', motif: 'music', colour: '#9a6bcc' },
  { id: 'tecnologia', name: 'Tecnología', motif: 'headphones', colour: '#4a8fa8' },
  { id: 'moda', name: 'Moda', motif: 'bag', colour: '#c65f86' },
  { id: 'jardin', name: 'Jardín', motif: 'plant', colour: '#5a9a55' },
  { id: 'mascotas', name: 'Mascotas', motif: 'paw', colour: '#b7794a' },
];

const sets = { events: eventImages, lists: listImages } as const;
export type DefaultImageSet = keyof typeof sets;

const urlOf = (set: DefaultImageSet, id: string) => `/files/defaults/${set}/${id}.svg`;

export function defaultImages(set: DefaultImageSet) {
  return sets[set].map((i) => ({ id: i.id, name: i.name, url: urlOf(set, i.id) }));
}

/** The first picture of the set: what an event or list shows when nothing was chosen. */
export const fallbackImage = (set: DefaultImageSet) => urlOf(set, (sets[set][0] as DefaultImage).id);

export const isDefaultImage = (set: DefaultImageSet, url: string) =>
  sets[set].some((i) => urlOf(set, i.id) === url);

/**
 * The SVG of a default picture, drawn again from its address (for the link preview's card): no file is read,
 * so it is the same with files on disk or in S3. Null for anything that is not one of our defaults.
 */
export function defaultImageSvg(url: string): string | null {
  for (const [set, images] of Object.entries(sets)) {
    const img = images.find((i) => urlOf(set as DefaultImageSet, i.id) === url);
    if (img) return renderCategoryImage({ name: img.name, motif: img.motif, colour: img.colour });
  }
  return null;
}

export function writeDefaultImages(filesDir: string) {
  for (const [set, images] of Object.entries(sets)) {
    const folder = join(filesDir, 'defaults', set);
    mkdirSync(folder, { recursive: true });
    for (const img of images) {
      const file = join(folder, `${img.id}.svg`);
      if (!existsSync(file))
        writeFileSync(file, renderCategoryImage({ name: img.name, motif: img.motif, colour: img.colour }));
    }
  }
}

/** A picture uploaded through `POST file/image` (random name, re-encoded by us). */
const UPLOADED = /^\/files\/images\/[0-9a-f]{32}\.webp$/;

/** An event's or list's picture must be one of its defaults or one we stored; never an outside address. */
export function assertOwnImage(set: DefaultImageSet, image: string | undefined) {
  if (image === undefined || isDefaultImage(set, image) || UPLOADED.test(image)) return;
  throw new AppError('VALIDATION_ERROR', 'Elige una de las imágenes predeterminadas o sube una tuya.', [
    { path: 'image', message: 'Imagen no válida.' },
  ]);
}
