import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const defaultNS = 'translation';

// No texts yet: each module that names a key brings the parts of es.json it can show (`addTexts`, made by
// the build from es.json: `build/texts-by-use.ts`), and they are in before that module's code runs. So
// initialisation is synchronous and every render already has its texts: no Suspense, no flash of keys.
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: ['es'],
  defaultNS,
  resources: { es: { [defaultNS]: {} } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Adds a part of the texts (a tree from the top, `{ wallet: { pay: … } }`): what the build's part modules call. */
export function addTexts(texts: object): void {
  i18n.addResourceBundle('es', defaultNS, texts, true, true);
}

export { i18n };
