import { z } from 'zod';
// Spanish alone: `z.locales.es()` reaches Zod's namespace of every language, and the web's build would then
// carry all of them in its first step's code.
import { es } from 'zod/locales';

/**
 * Zod's own messages in Spanish, for the API and the web app alike. Schemas add a precise message wherever
 * the generic one would not tell the person what to do. Run at import (the API, tests: `index.ts` imports
 * this module first) and called by the web app's first step (`apps/web/src/boot/steps/zod.ts`): a bundler
 * drops a bare side-effect import from a barrel that only re-exports, as rolldown did, so the web's build
 * had Zod's English messages.
 */
export function setSpanishZodMessages(): void {
  z.config(es());
}

setSpanishZodMessages();
