import { useEffect } from 'react';
import { useTranslation } from '@/i18n';

/**
 * Names the browser tab after the page ("Mis listas · Detalle"), so history,
 * tabs and screen readers tell pages apart. Without a title, just "Detalle".
 */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('app.documentTitle', { title }) : t('app.name');
  }, [t, title]);
}
