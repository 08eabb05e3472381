import { Stack, Text, Title } from '@mantine/core';
import { CategoryShortcuts, FeaturedProducts, HomeSearch } from '@/features/catalogue';
import { FeaturedLists, MyListsGlance } from '@/features/lists';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { useSession } from '@/lib/session';
import { UpcomingDates } from '../components/UpcomingDates';

/**
 * "Hola, Ana" and the intro. Apart from the page: the page hydrates with the person unknown (the server's
 * render) and React then renders again, at once and in one go, whatever reads the session. Only this
 * greeting needs to; the sections below have their own data.
 */
function HomeGreeting() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const name = user?.name.trim();
  // Signed in but the person not known yet: the server's render for a browser with a session
  // (`sessionRenderedPages`); "Hola" grows into "Hola, Ana" once the browser has the session.
  const greeting = name
    ? t('home.greeting', { name })
    : isLoggedIn && !user
      ? t('home.greetingMember')
      : t('home.greetingAnonymous');
  return (
    <Stack gap={4}>
      <Title order={1}>{greeting}</Title>
      <Text size="lg" c="dimmed" maw={640}>
        {t('home.intro')}
      </Text>
    </Stack>
  );
}

/**
 * `home`: search, my lists, what is coming, featured lists, categories and
 * featured products. Each section loads, fails and retries on its own, so a
 * slow one never holds the others back.
 */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  return (
    <Stack gap="xl">
      <HomeGreeting />
      <HomeSearch />
      <MyListsGlance />
      <UpcomingDates />
      <FeaturedLists />
      <CategoryShortcuts />
      <FeaturedProducts />
    </Stack>
  );
}
