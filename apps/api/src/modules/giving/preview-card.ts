import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';
import { escapeXml } from '../../db/seed/product-image.js';
import { IMAGE_MAX_PIXELS } from '../files/index.js';

/**
 * The picture of a link preview (`og:image`): 1200 × 630 PNG, the size WhatsApp, Telegram and Facebook show
 * large. The page's picture fills the left square; its name and a line or two about it are on the right.
 */
export const CARD = { width: 1200, height: 630, type: 'image/png' } as const;

/** What a card shows. `picture` is the page's picture already read (ours only, never fetched from outside). */
export type PreviewCardText = { kicker: string; title: string; details: string };

/**
 * The text is drawn by Pango from this file, not from the system's fonts: a bare Debian has none that
 * librsvg or Pango would find, and DejaVu has every Spanish letter (ñ, á, ¿, ¡, €). The same npm package
 * gives the donation certificates their font.
 */
const FONT_FILE = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const FONT = 'DejaVu Sans Bold';

const BRAND = '#c04a21';
const INK = '#2a2420';
const MUTED = '#6b5d55';
const PAPER = '#fffbf8';

const PICTURE = CARD.height;
const TEXT_LEFT = PICTURE + 48;
const TEXT_WIDTH = CARD.width - TEXT_LEFT - 48;

/** Long names are cut before Pango sees them: a 10 000-character name costs layout time for nothing. */
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** One block of text as an RGBA image, at most `maxHeight` tall (a long name is scaled down to fit). */
async function textBlock(text: string, size: number, colour: string, maxHeight: number) {
  // Pango markup: the text is escaped, so a name with `<span>` or `&` is drawn as written.
  const markup = `<span foreground="${colour}">${escapeXml(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT} ${size}`,
      fontfile: FONT_FILE,
      width: TEXT_WIDTH,
      wrap: 'word-char',
      spacing: Math.round(size * 0.1),
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (info.height <= maxHeight) return { input: data, height: info.height };
  const fitted = await sharp(data)
    .resize(TEXT_WIDTH, maxHeight, { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: fitted.data, height: fitted.info.height };
}

/** The page's picture as the card's left square; none (or one we cannot read) leaves the brand colour there. */
async function pictureSquare(picture: Buffer | null): Promise<Buffer | null> {
  if (!picture) return null;
  try {
    return await sharp(picture, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
      .resize(PICTURE, PICTURE, { fit: 'cover', position: 'attention' })
      .flatten({ background: PAPER })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Detalle's gift, drawn where a page has no picture (the generic card). */
const LOGO =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${PICTURE}" height="${PICTURE}">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(12 12) scale(0.625)">
    <g fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">
      <path d="M32 21.5c-2.2-5.6-10.6-8.6-11.6-3.6-.7 3.6 5.1 4.4 11.6 3.6Z"/>
      <path d="M32 21.5c2.2-5.6 10.6-8.6 11.6-3.6.7 3.6-5.1 4.4-11.6 3.6Z"/>
    </g>
    <rect x="13" y="22" width="38" height="10" rx="3" fill="#fff"/>
    <rect x="16" y="32" width="32" height="19" rx="3" fill="#ffe0d4"/>
    <rect x="29" y="22" width="6" height="29" fill="#ee6b3c"/>
  </g>
</svg>`);

/** Draws a card: the picture on the left (or Detalle's gift), "Detalle", the kicker, the name and its details. */
export async function drawPreviewCard(text: PreviewCardText, picture: Buffer | null): Promise<Buffer> {
  const square = (await pictureSquare(picture)) ?? LOGO;
  const brand = await textBlock('Detalle', 34, BRAND, 60);
  const kicker = text.kicker ? await textBlock(clip(text.kicker, 90), 28, MUTED, 80) : null;
  // Shorter names larger; a long one gets a size at which it still fits in four lines.
  const size = text.title.length <= 24 ? 60 : text.title.length <= 48 ? 50 : 40;
  const title = await textBlock(clip(text.title, 100), size, INK, 250);
  const details = text.details ? await textBlock(clip(text.details, 90), 26, MUTED, 70) : null;

  const layers: OverlayOptions[] = [
    { input: square, left: 0, top: 0 },
    { input: brand.input, left: TEXT_LEFT, top: 56 },
  ];
  // The kicker, name and details sit together in the middle of the space under "Detalle".
  const blocks = [kicker, title, details].filter((b) => b !== null);
  const gap = 26;
  const total = blocks.reduce((sum, b) => sum + b.height, 0) + gap * (blocks.length - 1);
  let top = Math.max(140, Math.round(140 + (CARD.height - 60 - 140 - total) / 2));
  for (const block of blocks) {
    layers.push({ input: block.input, left: TEXT_LEFT, top });
    top += block.height + gap;
  }
  layers.push({
    input: { create: { width: CARD.width - PICTURE, height: 14, channels: 3, background: BRAND } },
    left: PICTURE,
    top: CARD.height - 14,
  });

  return sharp({ create: { width: CARD.width, height: CARD.height, channels: 3, background: PAPER } })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 4 })
    .toBuffer();
}
