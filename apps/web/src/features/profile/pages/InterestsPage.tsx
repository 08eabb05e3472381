import type { Hobby } from '@detalle/contract';
import { Alert, Button, Chip, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { allQueries } from '@/components/feedback/all-queries';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import type { WelcomeState } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { loginHref, paths, readNextParam } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useHobbies } from '../api/get-hobbies';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

function ChipsSkeleton() {
  return (
    <Group gap="xs">
      {[80, 110, 70, 95, 120, 85, 100, 75].map((width) => (
        <Skeleton key={width} height={32} width={width} radius="xl" />
      ))}
    </Group>
  );
}

/** Every hobby as a chip, and how many are chosen. */
function HobbyChips({
  hobbies,
  selected,
  onChange,
}: {
  hobbies: Hobby[];
  selected: string[];
  onChange: (slugs: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Chip.Group multiple value={selected} onChange={onChange}>
        <Group gap="xs" role="group" aria-label={t('interests.groupLabel')}>
          {hobbies.map((hobby) => (
            <Chip key={hobby.id} value={hobby.slug} radius="xl" size="md" variant="outline">
              {hobby.hobbie}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('interests.count', { count: selected.length })}
      </Text>
    </Stack>
  );
}

/** Without a session the choice cannot be kept: a way to sign in and come back. */
function SignInToSave() {
  const { t } = useTranslation();
  return (
    <Alert variant="light" icon={<IconLogin2 aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('interests.signInToSave')}</Text>
        <Button component={Link} to={loginHref(paths.intereses.path)} size="sm">
          {t('nav.login')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * `intereses`: the hobby picker. Right after sign-up it offers "Saltar" and then
 * goes on to where the person was heading; from the profile it goes back there.
 * Open without a session (seed §2), it shows the choices and asks to sign in to save.
 */
export default function InterestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.intereses.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  const welcome = Boolean((location.state as WelcomeState | null)?.welcome);
  const hobbies = useHobbies();
  const profile = useProfile({ enabled: isLoggedIn });
  const update = useUpdateProfile();
  // null until the person touches a chip: until then the profile's own choice shows.
  const [picked, setPicked] = useState<string[] | null>(null);
  const selected = picked ?? profile.data?.hobbies.map((h) => h.slug) ?? [];

  const goOn = () => navigate(readNextParam(location.search) ?? paths.home.path, { replace: true });

  const save = () =>
    update.mutate(
      { hobbies: selected },
      {
        onSuccess: () => {
          showToast({ message: t('interests.saved'), tone: 'success' });
          if (welcome) goOn();
          else navigate(paths.profile.path);
        },
      },
    );

  // The chips wait for the hobbies and, with a session, for the person's own choice.
  const loaded = allQueries(isLoggedIn ? [hobbies, profile] : [hobbies]);
  const ready = loaded.data !== undefined;

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap={6}>
        <Title order={1}>{t('pages.intereses.title')}</Title>
        <Text c="dimmed">{welcome ? t('interests.welcome') : t('pages.intereses.description')}</Text>
      </Stack>

      <QueryView
        query={loaded}
        loadingLabel={t('interests.loading')}
        skeleton={<ChipsSkeleton />}
        errorTitle={t('interests.loadError')}
      >
        {() => <HobbyChips hobbies={hobbies.data ?? []} selected={selected} onChange={setPicked} />}
      </QueryView>

      {isLoggedIn ? (
        <Stack gap="sm">
          <FormError message={update.isError ? errorText(update.error) : null} />
          <Group justify="flex-end" gap="sm">
            {/* After sign-up nothing here is required: "Saltar" works even if the list failed to load. */}
            {welcome ? (
              <Button variant="subtle" onClick={goOn}>
                {t('interests.skip')}
              </Button>
            ) : (
              <Button component={Link} to={paths.profile.path} variant="subtle">
                {t('common.cancel')}
              </Button>
            )}
            {ready ? (
              <Button onClick={save} loading={update.isPending}>
                {t('interests.save')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <SignInToSave />
      )}
    </Stack>
  );
}
