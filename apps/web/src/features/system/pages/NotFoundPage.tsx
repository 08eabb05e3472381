import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Stack gap="md" maw={560} py="xl">
      <ThemeIcon size={64} variant="light">
        <IconMapSearch size={34} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg" c="dimmed">
        {t('notFound.description')}
      </Text>
      <Button
        radius="md"
        component={Link}
        to={paths.home.path}
        w="fit-content"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('notFound.backHome')}
      </Button>
    </Stack>
  );
}
