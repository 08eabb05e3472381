import { z } from 'zod';
import { stickerIds } from '@/components/stickers/stickers';

/**
 * What the message modal can show: the fields of seed §3 "Message modal data",
 * with the seed's names (`datail` included), plus a few of ours, marked below.
 * Every part is optional and any combination works.
 */
export type MessageBlock = { title: string; datail: string };

export type MessageStep = {
  /** The number shown; the position in the list when left out. */
  step?: number;
  title: string;
  description?: string;
  img?: string;
  video?: string;
  /** Ours: what the picture shows, for screen readers. */
  imgAlt?: string;
};

export type MessageThanks = {
  /** Who sent it: "Ana García te ha enviado un mensaje de agradecimiento". */
  fullname: string;
  /**
   * Ours: a note signed by everyone who ran the list (a couple's wedding list): "Lucía y Marcos te han enviado…",
   * and their names under the message.
   */
  signedByMany?: boolean;
  message?: string;
  /** Ours: which of our stickers goes with it; `corazon` by default. */
  sticker?: (typeof stickerIds)[number];
};

export type MessageData = {
  /** The header's text. */
  title?: string;
  /** Hides the header; the close button stays, floating, so the modal can always be closed. */
  hideHeader?: boolean;
  /** A large, title-style sentence. */
  description?: string;
  /** Plain text; line breaks are kept. */
  text?: string;
  /** HTML, sanitised before it is shown (no scripts, no event handlers, no `javascript:` links). */
  html?: string;
  /** A picture shown as it is (an illustration). */
  img?: string;
  /** A picture from a URL with "Compartir" and "Descargar" (a photo, a QR code). */
  imgURL?: string;
  /** Ours: the text alternative of `img` / `imgURL`. */
  imgAlt?: string;
  /** The link "Compartir" shares; without it, the `imgURL` itself when it is a web address. */
  urlShared?: string;
  /** Ours: adds "Imprimir" next to the image actions (QR codes). */
  printable?: boolean;
  /** Ours: the name the downloaded picture gets, without extension. */
  downloadName?: string;
  /** A video from a URL (the CSP allows no embedded players, so a file the browser can play). */
  video?: string;
  message?: MessageBlock[];
  steps?: MessageStep[];
  agradecimiento?: MessageThanks;
  buttonText?: string;
  /** Runs when the action button is pressed; the modal closes afterwards. */
  buttonFunction?: () => void | Promise<void>;
  /** Shows "Reportar un problema". */
  report?: boolean;
  /** An extra class on the modal (or the message page), for a feature's own look. */
  cssClass?: string;
};

/**
 * Addresses a picture or video may come from: our own paths, the web, or
 * pictures made in the browser (a QR code). Anything else (`javascript:`,
 * `file:`) is dropped when a message arrives from outside the code.
 */
const mediaUrl = z
  .string()
  .max(4_000_000)
  .refine((v) => /^(https?:\/\/|\/(?!\/)|data:image\/|blob:)/i.test(v), 'Dirección no válida');
const webUrl = z
  .string()
  .max(2000)
  .refine((v) => /^(https?:\/\/|\/(?!\/))/i.test(v), 'Dirección no válida');
const shortText = z.string().max(300);
const longText = z.string().max(20_000);

/**
 * A message passed from elsewhere (route state): only data, never functions,
 * each field checked. Fields that do not pass are dropped one by one rather than
 * losing the whole message.
 */
export const messageDataSchema = z.object({
  title: shortText.optional().catch(undefined),
  hideHeader: z.boolean().optional().catch(undefined),
  description: longText.optional().catch(undefined),
  text: longText.optional().catch(undefined),
  html: longText.optional().catch(undefined),
  img: mediaUrl.optional().catch(undefined),
  imgURL: mediaUrl.optional().catch(undefined),
  imgAlt: shortText.optional().catch(undefined),
  urlShared: webUrl.optional().catch(undefined),
  printable: z.boolean().optional().catch(undefined),
  downloadName: shortText.optional().catch(undefined),
  video: mediaUrl.optional().catch(undefined),
  message: z
    .array(z.object({ title: shortText, datail: longText }))
    .max(50)
    .optional()
    .catch(undefined),
  steps: z
    .array(
      z.object({
        step: z.number().int().optional(),
        title: shortText,
        description: longText.optional(),
        img: mediaUrl.optional(),
        video: mediaUrl.optional(),
        imgAlt: shortText.optional(),
      }),
    )
    .max(20)
    .optional()
    .catch(undefined),
  agradecimiento: z
    .object({ fullname: shortText, message: longText.optional(), sticker: z.enum(stickerIds).optional() })
    .optional()
    .catch(undefined),
  buttonText: shortText.optional().catch(undefined),
  report: z.boolean().optional().catch(undefined),
  cssClass: z
    .string()
    .regex(/^[\w -]{1,100}$/)
    .optional()
    .catch(undefined),
});

/** The parts of a message that would show something; an empty object shows nothing. */
export function hasContent(data: MessageData): boolean {
  return Boolean(
    data.title ||
      data.description ||
      data.text ||
      data.html ||
      data.img ||
      data.imgURL ||
      data.video ||
      data.message?.length ||
      data.steps?.length ||
      data.agradecimiento,
  );
}
