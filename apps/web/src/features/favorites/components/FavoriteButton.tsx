import type { FavoriteType } from '@detalle/contract';
import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { confirmAction } from '@/components/feedback/confirm';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useDeleteFavorite } from '../api/delete-favorite';
import { useFavoriteStatus } from '../api/is-favorite';
import { useSaveFavorite } from '../api/save-favorite';
import { useStoredFavorite } from '../lib/favorites-storage';

export type FavoriteButtonProps = {
  /** The id of the product, list or event. */
  referenceId: string;
  type: FavoriteType;
  /** Kept with the local copy, so the favourites page can show it before the server answers. */
  name?: string;
};

/**
 * The heart: on or off at once from local storage, then confirmed by the server
 * (`isFavorite`). A press changes it straight away and tells the server; if the
 * server refuses, the heart goes back and a toast says why. Guests are asked to
 * sign in first, coming back to this page.
 */
export function FavoriteButton({ referenceId, type, name }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const stored = useStoredFavorite(referenceId);
  // Fills the heart on a device that has never seen this favourite; the answer is written to storage.
  useFavoriteStatus(referenceId, type, { enabled: isLoggedIn });
  const save = useSaveFavorite();
  const remove = useDeleteFavorite();
  const busy = save.isPending || remove.isPending;
  const pressed = isLoggedIn && stored !== undefined;

  const askToSignIn = async () => {
    const signIn = await confirmAction({
      title: t('favorites.button.signInTitle'),
      message: t('favorites.button.signInMessage'),
      confirmLabel: t('favorites.button.signIn'),
    });
    if (signIn) void navigate(loginHref(`${location.pathname}${location.search}`));
  };

  // The change at once, its undo and the error toast belong to the mutations (they run even
  // after leaving the page); only the "done" toast is for someone still looking at the heart.
  const toggle = () => {
    if (!isLoggedIn) return void askToSignIn();
    if (busy) return;
    if (stored === undefined) {
      save.mutate(
        { reference_id: referenceId, type, name },
        { onSuccess: () => showToast({ message: t('favorites.button.added'), tone: 'success' }) },
      );
    } else {
      remove.mutate(
        { id: referenceId, referenceId, type },
        { onSuccess: () => showToast({ message: t('favorites.button.removed') }) },
      );
    }
  };

  return (
    <ActionIcon
      variant={pressed ? 'light' : 'default'}
      color="red"
      size="xl"
      radius="xl"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={pressed ? t('favorites.button.remove') : t('favorites.button.add')}
      onClick={toggle}
    >
      {pressed ? <IconHeartFilled size={22} aria-hidden /> : <IconHeart size={22} stroke={1.8} aria-hidden />}
    </ActionIcon>
  );
}
