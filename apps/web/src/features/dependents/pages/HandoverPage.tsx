import { type HandoverPreview, handoverAcceptSchema } from '@detalle/contract';
import { Avatar, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { NoInvitation } from '@/components/feedback/NoInvitation';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { FormError } from '@/components/form/FormError';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { startSession } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { isApiError } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { HANDOVER_TOKEN, paths } from '@/lib/paths';
import { personName } from '@/lib/person-name';
import { useAcceptHandover, useHandoverPreview } from '../api/handover';

/** The secret the e-mailed link carries after `#t=` (never in a query: no server nor Referer sees it). */
const tokenFrom = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get(HANDOVER_TOKEN);

/** Gone for good (expired, used, withdrawn), or never there: the API says 410 or 404. */
const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 410);

/**
 * `recibir-perfil` (signed out): someone's guardians hand them their profile. Shows whose it is, who invites and
 * how many lists come with it; a password (and, if they like, their surnames) makes it their account, signed in.
 */
export default function HandoverPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.recibirPerfil.title'));
  const location = useLocation();
  const token = tokenFrom(location.hash);
  const preview = useHandoverPreview(token);

  return (
    <Stack maw={560} mx="auto" w="100%" gap="lg">
      <Title order={1}>{t('pages.recibirPerfil.title')}</Title>
      {token ? (
        <QueryView
          query={preview}
          loadingLabel={t('family.handover.loading')}
          errorTitle={t('family.handover.error')}
          renderError={(error, alert) =>
            isGone(error) ? (
              <NoInvitation
                title={t('family.handover.goneTitle')}
                text={t('family.handover.goneDescription')}
                homeLabel={t('family.handover.home')}
              />
            ) : (
              alert
            )
          }
        >
          {(data) => <HandoverCard preview={data} token={token} />}
        </QueryView>
      ) : (
        <NoInvitation
          title={t('family.handover.missingTitle')}
          text={t('family.handover.missingDescription')}
          homeLabel={t('family.handover.home')}
        />
      )}
    </Stack>
  );
}

function HandoverCard({ preview, token }: { preview: HandoverPreview; token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptHandover();
  const form = useZodForm({
    initialValues: { lastname: '', password: '', repassword: '' },
    schema: handoverAcceptSchema,
    toBody: (v) => ({ ...v, token }),
  });
  const submit = form.onSubmit((body) =>
    accept.mutate(body, {
      onSuccess: (user) => {
        startSession(user);
        showToast({ message: t('family.handover.welcome', { name: user.name }), tone: 'success' });
        navigate(paths.home.path, { replace: true });
      },
      onError: (error) => form.showApiError(error),
    }),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Avatar
          src={preview.image}
          name={preview.name}
          color="initials"
          size={72}
          radius="xl"
          alt=""
          aria-hidden
        />
        <Text c="dimmed">{t('family.handover.invites', { name: personName(preview.invitedBy) })}</Text>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {preview.name}
        </Title>
        <Text size="sm">{t('family.handover.lists', { count: preview.lists })}</Text>
        <Text size="sm">{t('family.handover.intro', { email: preview.email })}</Text>
        <Text size="sm" c="dimmed">
          {t('family.handover.expires', { date: formatDate(preview.expiresAt) })}
        </Text>
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="md" mt="xs">
            <FormError message={form.formError} />
            <TextInput
              {...form.inputProps('lastname')}
              label={t('family.handover.lastname')}
              description={t('family.handover.lastnameHint')}
              autoComplete="family-name"
              maxLength={80}
            />
            <NewPasswordFields
              password={form.inputProps('password')}
              repassword={form.inputProps('repassword')}
            />
            <Button type="submit" loading={accept.isPending}>
              {t('family.handover.accept')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
