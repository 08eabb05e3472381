import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconMessage } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { MessageContent } from '@/components/message/MessageContent';
import { hasContent } from '@/components/message/message-data';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { readMessage } from '../read-message';

/**
 * `message`: a message shown as a page, with the modal's rendering. It comes in
 * route state (`navigate('/message', { state: { message } })`, any field of the
 * modal except the callback) or, for plain text only, in the query
 * (`/message?title=…&description=…&text=…`).
 */
export default function MessagePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const message = readMessage(location.state, location.search);
  const title = message.title ?? t('messagePage.title');
  const empty = !hasContent(message);
  usePageTitle(empty ? t('pages.message.title') : title);
  const home = isLoggedIn ? paths.home.path : paths.categoria.path;

  if (empty) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('pages.message.title')}</Title>
        <EmptyMessage
          icon={<IconMessage aria-hidden />}
          title={t('messagePage.emptyTitle')}
          description={t('messagePage.emptyDescription')}
          action={
            <Button radius="md" component={Link} to={home}>
              {t('messagePage.goHome')}
            </Button>
          }
        />
      </Stack>
    );
  }

  // With history behind, "Volver" and the action button go back; opened directly, they go home.
  const canGoBack = location.key !== 'default';
  const leave = () => (canGoBack ? navigate(-1) : navigate(home));

  return (
    <Stack gap="md" maw={640} className={message.cssClass}>
      <Button
        radius="md"
        variant="subtle"
        w="fit-content"
        px={0}
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={() => void leave()}
      >
        {t('messagePage.back')}
      </Button>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz="h2">
            {title}
          </Title>
          <MessageContent data={message} headingLevel="h2" onAction={() => void leave()} />
        </Stack>
      </Paper>
    </Stack>
  );
}
