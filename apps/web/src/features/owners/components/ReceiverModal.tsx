import type { CoOwners } from '@detalle/contract';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '@/components/feedback/toast';
import { PersonChoice } from '@/components/people/PersonChoice';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { useSetReceiver } from '../api/owners';

type ReceiverModalProps = { owners: CoOwners; opened: boolean; onClose: () => void };

/** «Pasar el dinero a otra persona» (the owner who receives): one of the owners, for money given from now on. */
export function ReceiverModal({ owners, opened, onClose }: ReceiverModalProps) {
  const { t } = useTranslation();
  const receiver = owners.owners.find((o) => o.receives)?.id ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  const save = useSetReceiver();
  const value = chosen ?? receiver;

  const close = () => {
    setChosen(null);
    save.reset();
    onClose();
  };

  const submit = () => {
    const owner = owners.owners.find((o) => o.id === value);
    if (!owner || owner.id === receiver) return close();
    save.mutate(
      { owned: { kind: owners.kind, id: owners.id }, userId: owner.id },
      {
        onSuccess: () => {
          showToast({ message: t('owners.receiverSaved', { name: owner.name }), tone: 'success' });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('owners.receiverTitle')} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{t('owners.receiverHelp')}</Text>
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Radio.Group label={t('owners.receiverLabel')} value={value} onChange={setChosen}>
          <Stack gap={4} mt="xs">
            {owners.owners.map((owner) => (
              <PersonChoice
                key={owner.id}
                person={owner}
                note={owner.isMe ? `(${t('owners.me')})` : undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('owners.receiverSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
