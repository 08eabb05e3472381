import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconMoodHeart } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { InfoPage } from '@/components/InfoPage';
import { MessageContent } from '@/components/message/MessageContent';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { loginHref } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useThankYou } from '../api/get-thank-you';
import { ReceivedLog } from '../components/ReceivedLog';
import { thankYouMessage } from '../lib/thank-you-message';

/**
 * `agradecimiento`, open to everyone:
 * - `?token=…` (a guest's e-mail link) or `?id=…` (a notification, signed in): that thank-you, on the page in
 *   the message's thank-you variant (once: no modal over the same card);
 * - signed in, otherwise: "Regalos recibidos" and writing thanks (`?filtro=sin-agradecer` opens "Sin agradecer",
 *   as the thanks-owed reminder does);
 * - signed out, otherwise: what the page is for, and sign-in.
 */
export default function ThanksPage() {
  const [params] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const token = params.get('token');
  const id = params.get('id');
  if (token) return <ThankYouNote by={{ token }} />;
  if (id && isLoggedIn) return <ThankYouNote by={{ id }} />;
  if (isLoggedIn) return <ReceivedLog />;
  return <SignedOut />;
}

function SignedOut() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="md">
      <InfoPage
        title={t('pages.agradecimiento.title')}
        description={t('pages.agradecimiento.description')}
        icon={IconMoodHeart}
      />
      <Text>{t('thanks.read.signIn')}</Text>
      <Button
        component={Link}
        to={loginHref(`${location.pathname}${location.search}`)}
        leftSection={<IconLogin2 size={18} aria-hidden />}
        w="fit-content"
      >
        {t('thanks.read.signInButton')}
      </Button>
    </Stack>
  );
}

function ThankYouNote({ by }: { by: { id: string } | { token: string } }) {
  const { t } = useTranslation();
  usePageTitle(t('thanks.read.title'));
  const note = useThankYou(by);
  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Title order={1}>{t('thanks.read.title')}</Title>
      <QueryView query={note} loadingLabel={t('thanks.read.loading')} errorTitle={t('thanks.read.loadError')}>
        {(data) => (
          <Paper withBorder radius="lg" p="md">
            <MessageContent data={thankYouMessage(data)} headingLevel="h2" />
          </Paper>
        )}
      </QueryView>
    </Stack>
  );
}
