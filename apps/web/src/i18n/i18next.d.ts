import 'i18next';
import type { defaultNS, resources } from './index';

// Typed keys: a misspelt key or a missing string is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['es'];
  }
}
