import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryShortcuts, FeaturedProducts, HomeSearch } from '@/features/catalogue';
import { FeaturedLists, MyListsGlance } from '@/features/lists';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSession } from '@/lib/session';
import { UpcomingDates } from '../components/UpcomingDates';

/**
 * `home`: search, my lists, what is coming, featured lists, categories and
 * featured products. Each section loads, fails and retries on its own, so a
 * slow one never holds the others back.
 */
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
      <HomeSearch />
      <MyListsGlance />
      <UpcomingDates />
      <FeaturedLists />
      <CategoryShortcuts />
      <FeaturedProducts />
    </Stack>
  );
}
