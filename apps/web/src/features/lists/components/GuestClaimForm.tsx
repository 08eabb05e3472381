import type { GuestIntent, Reveal } from '@detalle/contract';
import { Alert, Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { FormError } from '@/components/form/FormError';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { secrecyPromise } from '@/lib/secrecy';
import { useRequestGuestClaim } from '../api/guest-claim';

type GuestClaimFormProps = {
  giftId: string;
  intent: GuestIntent;
  ownerName: string;
  /** The list's reveal: under "Mostrar mi nombre", what will really happen for this list now. */
  reveal: Reveal;
  onCancel: () => void;
};

/**
 * A guest's name and e-mail for "Lo compro yo" or "Ya lo compré por mi cuenta". Sending only e-mails a link:
 * the answer says so, and the gift stays free until the link is opened.
 */
export function GuestClaimForm({ giftId, intent, ownerName, reveal, onCancel }: GuestClaimFormProps) {
  const { t } = useTranslation();
  const request = useRequestGuestClaim();
  const nameRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useZodForm({
    initialValues: { name: '', email: '', showName: true as boolean },
    schema: () => import('../api/schemas').then((m) => m.guestReserveBody),
    toBody: (v) => ({ giftId, intent, name: v.name, email: v.email, showName: v.showName }),
  });
  // The pressed button is gone: the first field, then the answer, take the focus. The field takes it in the
  // commit that removes the button (a layout effect), so the focus never falls to the page in between.
  useLayoutEffect(() => nameRef.current?.focus(), []);
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

  const promise = secrecyPromise({ way: 'gift', reveal, showName: form.values.showName, owner: ownerName });
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
        <Switch
          label={t('giving.guest.showName')}
          description={t(promise.key, promise.params)}
          checked={form.values.showName}
          onChange={(event) => form.setValue('showName', event.currentTarget.checked)}
        />
        {/* One above the other: side by side, neither label fits a phone. */}
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('giving.guest.send')}
        </Button>
        <Button variant="subtle" fullWidth onClick={onCancel} disabled={request.isPending}>
          {t('giving.guest.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
