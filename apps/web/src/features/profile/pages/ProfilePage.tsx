import { type Profile, userTypes } from '@detalle/contract';
import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconHeartHandshake,
  IconSettings,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { ConfirmEmailNotice } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { InterestsSummary } from '../components/InterestsSummary';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { Section } from '../components/Section';

/** Organisations (type 2, `userTypes.ong`) show where their verification stands. */
function OngBadge({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  if (profile.type !== userTypes.ong || !profile.ong) return null;
  const verified = profile.ong.status === 'verified';
  return (
    <Badge
      color={verified ? 'teal' : 'yellow'}
      variant="light"
      size="lg"
      tt="none"
      leftSection={
        verified ? <IconCircleCheck size={14} aria-hidden /> : <IconClockHour4 size={14} aria-hidden />
      }
    >
      {verified ? t('profile.ong.verified') : t('profile.ong.pending')}
    </Badge>
  );
}

function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="center" ta="center">
      <ProfilePhoto profile={profile} />
      <Stack gap={2} align="center">
        <Text fw={700} size="xl">
          {`${profile.name} ${profile.lastname}`.trim()}
        </Text>
        {profile.email ? (
          <Text c="dimmed" size="sm">
            {profile.email}
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs" justify="center">
        {profile.confirmed ? (
          <Badge
            color="teal"
            variant="light"
            tt="none"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
          >
            {t('profile.confirm.confirmed')}
          </Badge>
        ) : (
          <Badge color="yellow" variant="light" tt="none">
            {t('profile.confirm.unconfirmed')}
          </Badge>
        )}
        <OngBadge profile={profile} />
      </Group>
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton circle height={112} mx="auto" />
      <Skeleton height={20} width="50%" mx="auto" />
      <Skeleton height={160} radius="lg" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}

/** `profile`: photo, personal details, confirmation, interests and the way to `config`. */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.profile.title'));
  const profile = useProfile();

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.profile.title')}</Title>
        <Group gap={4}>
          <Button
            component={Link}
            to={paths.familia.path}
            variant="subtle"
            leftSection={<IconHeartHandshake size={18} aria-hidden />}
          >
            {t('nav.family')}
          </Button>
          <Button
            component={Link}
            to={paths.billetera.path}
            variant="subtle"
            leftSection={<IconWallet size={18} aria-hidden />}
          >
            {t('nav.wallet')}
          </Button>
          <Button
            component={Link}
            to={paths.config.path}
            variant="subtle"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('pages.config.title')}
          </Button>
        </Group>
      </Group>
      <QueryView
        query={profile}
        loadingLabel={t('profile.loading')}
        skeleton={<ProfileSkeleton />}
        errorTitle={t('profile.loadError')}
      >
        {(data) => (
          <>
            <ProfileHeader profile={data} />
            {data.confirmed ? null : <ConfirmEmailNotice email={data.email} />}
            <Section title={t('profile.details.title')}>
              <ProfileDetailsForm profile={data} />
            </Section>
            <Section title={t('profile.interests.title')} description={t('profile.interests.description')}>
              <InterestsSummary hobbies={data.hobbies} />
            </Section>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
