import { Alert } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n';
import { getToken, getUser, saveUser, useSession } from '@/lib/session';
import { checkConfirmation } from '../api/check-confirmation';

/** Seed §9: the unverified-profile reminder stays 60 000 ms. */
export const UNCONFIRMED_TOAST_MS = 60_000;

// Once per app start, even if React mounts this twice (Strict Mode).
let checkedThisStart = false;

/** Whether the reminder is up: set by the start-up check, cleared after 60 s or by its close button. */
let shown = false;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setShown(next: boolean): void {
  shown = next;
  clearTimeout(hideTimer);
  if (next) hideTimer = setTimeout(() => setShown(false), UNCONFIRMED_TOAST_MS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: behave as a fresh start. */
export function resetUnconfirmedReminder(): void {
  checkedThisStart = false;
  setShown(false);
}

/**
 * Seed §4: on start, a person whose stored `user` says `confirmed: false` is
 * checked again (`PUT user/verificarConfirmacion`); if still unconfirmed, a
 * 60-second reminder says what to do. Without a stored user nothing is asked: a
 * bare or foreign token must not trigger calls (and a 401 would end it).
 */
function useStartUpCheck(): void {
  useEffect(() => {
    if (checkedThisStart) return;
    checkedThisStart = true;
    const user = getUser();
    if (!getToken() || !user || user.confirmed) return;
    checkConfirmation().then(
      (confirmed) => {
        if (getToken() === null) return;
        if (!confirmed) {
          setShown(true);
          return;
        }
        const current = getUser();
        if (current) saveUser({ ...current, confirmed: true });
      },
      // Seed §8: a start-up check that fails is only logged.
      (error: unknown) => console.error('No se pudo comprobar la confirmación del correo', error),
    );
  }, []);
}

/**
 * The reminder as a banner at the top of the page, not a toast: it pushes the page down
 * instead of covering its buttons, and its close button puts it away at once.
 *
 * It shows only while the session's `user` still says unconfirmed. That settles the race on
 * `confirmar/{token}`: the start-up check may answer "unconfirmed" just before the page's own
 * call confirms the address, and the moment that call stores `confirmed: true` the banner goes.
 */
export function UnconfirmedReminder() {
  const { t } = useTranslation();
  const { user } = useSession();
  const visible = useSyncExternalStore(subscribe, () => shown);
  useStartUpCheck();

  if (!visible || !user || user.confirmed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      mb="lg"
      role="status"
      icon={<IconMailExclamation aria-hidden />}
      title={t('auth.unconfirmed.title')}
      withCloseButton
      closeButtonLabel={t('auth.unconfirmed.close')}
      onClose={() => setShown(false)}
    >
      {t('auth.unconfirmed.message')}
    </Alert>
  );
}
