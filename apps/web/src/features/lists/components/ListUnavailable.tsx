import { Stack } from '@mantine/core';
import { IconPlaylistX } from '@tabler/icons-react';
import { Unavailable } from '@/components/feedback/Unavailable';
import { SignInButtons } from '@/components/SignInButtons';
import { useTranslation } from '@/i18n';
import { OtherListsLinks } from './OtherListsLinks';

/**
 * A 404 from `list/get`: the API does not say whether the list is gone or just
 * not for this person, and neither do we. A guest may see it after signing in
 * (lists for friends), so they get the way in, back to `next`.
 */
export function ListUnavailable({ signedIn, next }: { signedIn: boolean; next: string }) {
  const { t } = useTranslation();
  return (
    <Unavailable
      icon={IconPlaylistX}
      title={t('lists.unavailable.title')}
      description={t(signedIn ? 'lists.unavailable.description' : 'lists.unavailable.guest')}
    >
      <Stack gap="sm">
        {signedIn ? null : <SignInButtons next={next} />}
        <OtherListsLinks signedIn={signedIn} />
      </Stack>
    </Unavailable>
  );
}
