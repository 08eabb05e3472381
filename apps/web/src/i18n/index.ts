import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './es.json';

export const defaultNS = 'translation';
export const resources = { es: { translation: es } } as const;

// Resources are bundled, so initialisation is synchronous and the first render
// already has its text: no Suspense, no flash of keys.
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  supportedLngs: ['es'],
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
