import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboard } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n';
import { firstWebLink } from '@/lib/shared-link';

/**
 * "Pegar enlace": where apps cannot share to Detalle (iPhone), the link copied in the shop. The clipboard is
 * read only on this tap, through the browser's own permission prompt; only an http(s) link found in it is
 * handed on. Refused, unsupported or no link: it says how to paste by hand.
 */
export function PasteLinkButton({
  onLink,
  trailing,
}: {
  onLink: (url: string) => void;
  trailing?: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const paste = async () => {
    setProblem(null);
    let text: string;
    try {
      if (!navigator.clipboard?.readText) throw new Error('unsupported');
      text = await navigator.clipboard.readText();
    } catch {
      return setProblem(t('gifts.link.pasteRefused'));
    }
    const link = firstWebLink(text);
    if (!link) return setProblem(t('gifts.link.pasteNoLink'));
    onLink(link);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Button
          variant="light"
          leftSection={<IconClipboard size={16} aria-hidden />}
          onClick={() => void paste()}
        >
          {t('gifts.link.paste')}
        </Button>
        {trailing}
      </Group>
      {problem ? (
        <Text size="sm" role="status">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
