import { Alert, Button, Stack } from '@mantine/core';
import { IconLock, IconPlaylistX, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { Unavailable } from '@/components/feedback/Unavailable';
import { SignInButtons } from '@/components/SignInButtons';
import { useTranslation } from '@/i18n';
import { errorText, isApiError } from '@/lib/api-error';
import { useIsLoggedIn } from '@/lib/session';
import { useAskListAccess } from '../api/ask-list-access';
import { OtherListsLinks } from './OtherListsLinks';

/** Signed in, on a friends-only list not for me yet: ask its owner for friendship, and say what happened. */
function AskAccess({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const ask = useAskListAccess();
  if (ask.isSuccess) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t(ask.data === 'friend' ? 'giving.unavailable.nowFriends' : 'giving.unavailable.asked')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        leftSection={<IconUserPlus size={18} aria-hidden />}
        loading={ask.isPending}
        onClick={() => ask.mutate(listId)}
        w="fit-content"
      >
        {t('giving.unavailable.ask')}
      </Button>
      {ask.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(ask.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * A shared link that does not open for this person (the API's LIST_FOR_FRIENDS, LIST_PRIVATE, or a 404) says
 * which, and never ends there: a guest signs in or creates an account and comes back to this list; someone
 * signed in may ask a friends-only list's owner for friendship; everyone may go and find other lists.
 */
export function SharedListBlocked({ listId, error }: { listId: string; error: unknown }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const code = isApiError(error) ? error.code : null;
  const next = `${location.pathname}${location.search}`;
  const [icon, title] =
    code === 'LIST_FOR_FRIENDS'
      ? [IconUsers, t('giving.unavailable.friendsTitle')]
      : code === 'LIST_PRIVATE'
        ? [IconLock, t('giving.unavailable.privateTitle')]
        : [IconPlaylistX, t('giving.unavailable.goneTitle')];
  const description =
    code && isApiError(error) && code !== 'NOT_FOUND' ? error.message : t('giving.unavailable.gone');
  return (
    <Unavailable icon={icon} title={title} description={description}>
      <Stack gap="sm">
        {!isLoggedIn ? <SignInButtons next={next} /> : null}
        {isLoggedIn && code === 'LIST_FOR_FRIENDS' ? <AskAccess listId={listId} /> : null}
        <OtherListsLinks signedIn={isLoggedIn} />
      </Stack>
    </Unavailable>
  );
}
