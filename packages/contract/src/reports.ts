import { z } from 'zod';
import { multiLineText, singleLineText } from './text-schemas.js';

/**
 * "Reportar un problema" (the message modal's `report` link): a short
 * description of what went wrong, open to guests and signed-in people alike.
 */
export const REPORT_MESSAGE_MIN = 10;
export const REPORT_MESSAGE_MAX = 2000;

/** POST report/save */
export const saveReportBody = z.object({
  message: multiLineText('Cuéntanos qué ha pasado.')
    .min(REPORT_MESSAGE_MIN, `Cuéntanos un poco más: al menos ${REPORT_MESSAGE_MIN} caracteres.`)
    .max(REPORT_MESSAGE_MAX, `El mensaje puede tener como mucho ${REPORT_MESSAGE_MAX} caracteres.`),
  /** Where the person was, so we can find the problem: the page path and the title of what they saw. */
  context: z
    .object({
      page: singleLineText().max(300).optional(),
      title: singleLineText().max(200).optional(),
    })
    .optional(),
});
export type SaveReportBody = z.input<typeof saveReportBody>;
