import { Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '@/components/feedback/LoadingIndicator';
import { BrandMark } from '@/components/layout/BrandMark';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { isLoggedIn } from '@/lib/session';

/**
 * The start splash: with a stored token the person goes home, otherwise to
 * login (seed §4). The redirect is immediate; the loading indicator and its
 * time-out only show if the next page's code is slow to arrive.
 */
export default function LoadingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle();

  useEffect(() => {
    navigate(isLoggedIn() ? paths.home.path : paths.login.path, { replace: true });
  }, [navigate]);

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <BrandMark size={72} />
        <Title order={1}>{t('splash.title')}</Title>
        <Text c="dimmed">{t('splash.description')}</Text>
        <LoadingIndicator label={t('app.loading')} />
      </Stack>
    </Center>
  );
}
