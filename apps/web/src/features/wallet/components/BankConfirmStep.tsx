import { PAYMENT_HOLD_MINUTES } from '@detalle/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n';

/** The bank's confirmation step of a guest's payment or donation (simulated in test mode): confirm or refuse. */
export function BankConfirmStep({
  onAnswer,
  pending,
}: {
  onAnswer: (approve: boolean) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('wallet.guestChipIn.confirmTitle')}
      </Title>
      <Text size="sm">{t('wallet.guestChipIn.confirmText', { minutes: PAYMENT_HOLD_MINUTES })}</Text>
      <Group grow>
        <Button variant="default" onClick={() => onAnswer(false)} disabled={pending}>
          {t('wallet.guestChipIn.reject')}
        </Button>
        <Button onClick={() => onAnswer(true)} loading={pending}>
          {t('wallet.guestChipIn.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
