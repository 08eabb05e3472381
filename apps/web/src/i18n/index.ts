import type { TFunction } from './keys';
import { i18n, t } from './translate';

export type { ObjectKey, TextAt, TextKey, TextVars, TFunction } from './keys';
export { Trans } from './trans';
export { addTexts, i18n, t } from './translate';

// The texts never change once in (one language; each part arrives before the code that shows it), so the
// hook has nothing to subscribe to: it hands every component the same `t`.
const translation: { t: TFunction; i18n: typeof i18n } = { t, i18n };

/** `const { t } = useTranslation()`, as with react-i18next. */
export function useTranslation(): typeof translation {
  return translation;
}
