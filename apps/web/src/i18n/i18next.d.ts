import 'i18next';
import type es from './es.json';
import type help from './es-help.json';
import type { defaultNS } from './index';

// Typed keys: a misspelt key or a missing string is a type error. The texts arrive in parts, with the code
// that names them (`build/texts-by-use.ts`); the help pages' long texts are in a file of their own.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: { translation: typeof es & typeof help };
  }
}
