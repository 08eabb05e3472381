import help from './es-help.json';
import { i18n } from './index';

/**
 * The help pages' long texts (FAQ, terms, privacy, the bookmarklet's page: ~9 KB compressed), apart from
 * es.json, which every page loads before it can be used: each help page adds them as its module loads
 * (`addHelpTexts()` at its top level), before it renders, in the browser and in the server's render.
 */
export function addHelpTexts(): void {
  if (!i18n.exists('faq.title')) i18n.addResourceBundle('es', 'translation', help, true, false);
}

export type HelpTexts = typeof help;
