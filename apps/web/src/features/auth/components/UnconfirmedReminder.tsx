import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/feedback/toast';
import { getToken, getUser, saveUser } from '@/lib/session';
import { checkConfirmation } from '../api/check-confirmation';

/** Seed §9: the unverified-profile toast stays 60 000 ms. */
export const UNCONFIRMED_TOAST_MS = 60_000;
const TOAST_ID = 'unconfirmed-account';

// Once per app start, even if React mounts this twice (Strict Mode).
let checkedThisStart = false;

/** For tests: behave as a fresh start. */
export function resetUnconfirmedReminder(): void {
  checkedThisStart = false;
}

/**
 * Seed §4: on start, a person whose stored `user` says `confirmed: false` is
 * checked again (`PUT user/verificarConfirmacion`); if still unconfirmed, a
 * 60-second toast says what to do. Without a stored user nothing is asked: a
 * bare or foreign token must not trigger calls (and a 401 would end it).
 */
export function UnconfirmedReminder() {
  const { t } = useTranslation();

  useEffect(() => {
    if (checkedThisStart) return;
    checkedThisStart = true;
    const user = getUser();
    if (!getToken() || !user || user.confirmed) return;
    checkConfirmation().then(
      (confirmed) => {
        if (getToken() === null) return;
        if (confirmed) {
          const current = getUser();
          if (current) saveUser({ ...current, confirmed: true });
          return;
        }
        showToast({
          id: TOAST_ID,
          title: t('auth.unconfirmed.title'),
          message: t('auth.unconfirmed.message'),
          autoClose: UNCONFIRMED_TOAST_MS,
        });
      },
      // Seed §8: a start-up check that fails is only logged.
      (error: unknown) => console.error('No se pudo comprobar la confirmación del correo', error),
    );
  }, [t]);

  return null;
}
