import { type GuestIntent, guestReserveBody } from '@detalle/contract';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRequestGuestClaim } from '../api/guest-claim';

type GuestClaimFormProps = {
  giftId: string;
  intent: GuestIntent;
  onCancel: () => void;
};

/**
 * A guest's name and e-mail for "Lo compro yo" or "Ya lo compré por mi cuenta". Sending only e-mails a link:
 * the answer says so, and the gift stays free until the link is opened.
 */
export function GuestClaimForm({ giftId, intent, onCancel }: GuestClaimFormProps) {
  const { t } = useTranslation();
  const request = useRequestGuestClaim();
  const nameRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useZodForm({
    initialValues: { name: '', email: '' },
    schema: guestReserveBody,
    toBody: (v) => ({ giftId, intent, name: v.name, email: v.email }),
  });
  // The pressed button is gone: the first field, then the answer, take the focus.
  useEffect(() => nameRef.current?.focus(), []);
  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <Alert
        ref={sentRef}
        tabIndex={-1}
        variant="light"
        color="teal"
        role="status"
        title={t('giving.guest.sent')}
        icon={<IconMailForward aria-hidden />}
      >
        {request.data}
      </Alert>
    );
  }

  const submit = form.onSubmit((body) =>
    request.mutate(body, { onError: (error) => form.showApiError(error) }),
  );
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm">
          {t(intent === 'bought' ? 'giving.guest.boughtIntro' : 'giving.guest.reserveIntro')}
        </Text>
        <FormError message={form.formError} />
        <TextInput
          {...form.inputProps('name')}
          ref={nameRef}
          label={t('giving.guest.name')}
          autoComplete="given-name"
          required
        />
        <TextInput
          {...form.inputProps('email')}
          label={t('giving.guest.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <Group gap="xs" grow>
          <Button variant="default" onClick={onCancel} disabled={request.isPending}>
            {t('giving.guest.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('giving.guest.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
