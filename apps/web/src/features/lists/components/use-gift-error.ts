import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/feedback/toast';
import { isApiError } from '@/lib/api';
import { listKeys } from '@/lib/query-keys';

/**
 * A refused gift action (someone else reserved it a second before, it was
 * removed meanwhile…): say why in Spanish and reload the list, so what is on
 * screen matches what the server knows.
 */
export function useGiftError(listId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (error: unknown) => {
    showToast({
      message: isApiError(error) ? error.message : t('errors.unexpected'),
      tone: 'error',
      autoClose: 4000,
    });
    void queryClient.invalidateQueries({ queryKey: listKeys.detail(listId) });
  };
}
