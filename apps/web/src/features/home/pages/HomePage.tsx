import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { FeaturedProducts } from '../components/FeaturedProducts';
import { UpcomingDates } from '../components/UpcomingDates';

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('nav.home'));
  const name = user?.name.trim();

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{name ? t('home.greeting', { name }) : t('home.greetingAnonymous')}</Title>
        <Text size="lg" c="dimmed" maw={640}>
          {t('home.intro')}
        </Text>
      </Stack>
      <UpcomingDates />
      <FeaturedProducts />
    </Stack>
  );
}
