import 'i18next';
import type { HelpTexts } from './help';
import type { defaultNS, resources } from './index';

// Typed keys: a misspelt key or a missing string is a type error. The help pages' texts are added by them
// (`help.ts`), and typed here too.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: (typeof resources)['es']['translation'] & HelpTexts };
  }
}
