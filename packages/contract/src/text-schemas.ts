import { z } from 'zod';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from './text.js';

// Apart from `text.ts`: a page that only writes names (`namesTogether`, `quoted`) needs no Zod.

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const MULTI_LINE = /^[^\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]*$/;

/**
 * Every field a person types that is one line (names, titles, places, tax ids, searches, tokens…): no control
 * character at all (C0 with tab, line feed and carriage return, DEL, C1) nor the Unicode line and paragraph
 * separators. A line break inside a name is never meant, and wherever the name lands on its own line (a CSV
 * opened in a spreadsheet, an e-mail's header, a log line) what follows it would start a line of its own.
 * Trimmed. The pattern shows in the OpenAPI document, and `openapi.test.ts` fails on a request string that
 * has neither this, `multiLineText`'s, a stricter pattern nor a strict format: a new field cannot forget it.
 */
export const singleLineText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);

/**
 * A web address (http or https). The URL parser drops tabs and line breaks itself, as browsers do; the other
 * control characters and the Unicode separators would stay in the address as typed, so they are refused.
 */
export const webAddress = (error: string) =>
  z.url({ protocol: /^https?$/, error }).regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);

/**
 * A text of several lines (a description, a message, a note): line feeds stay; a carriage return (Windows'
 * CRLF, an old Mac's CR) becomes a line feed; every other control character and the Unicode separators are
 * refused, as in `singleLineText`. Trimmed.
 */
export const multiLineText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .regex(MULTI_LINE, MULTI_LINE_MESSAGE);
