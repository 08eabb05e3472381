import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';

/** One datum to type into the bank's app (IBAN, amount, concept), shown large, with a button that copies it. */
export function CopyRow({ label, shown, value }: { label: string; shown: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip
            label={
              copied ? t('directTransfers.panel.copied') : t('directTransfers.panel.copy', { what: label })
            }
          >
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : undefined}
              size="lg"
              onClick={copy}
              aria-label={
                copied ? t('directTransfers.panel.copied') : t('directTransfers.panel.copy', { what: label })
              }
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
