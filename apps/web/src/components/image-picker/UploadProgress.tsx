import { Button, Group, Progress } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';

/** An upload on its way: its progress bar (read out as a percentage) and "Cancelar". */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={percent}
        aria-label={t('imagePicker.progress', { percent })}
        flex={1}
        radius="xl"
        animated
      />
      <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onCancel}>
        {t('imagePicker.cancel')}
      </Button>
    </Group>
  );
}
