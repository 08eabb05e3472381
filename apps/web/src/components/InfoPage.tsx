import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import type es from '@/i18n/es.json';

export type InfoPageKey = keyof (typeof es)['pages'];

/** A page that says what it is for: its title and one sentence. The feature issues replace these. */
export function InfoPage({ page, icon: PageIcon }: { page: InfoPageKey; icon?: TablerIcon }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);

  return (
    <Stack gap="md" maw={640}>
      {PageIcon ? (
        <ThemeIcon size={60} variant="light">
          <PageIcon size={32} stroke={1.6} aria-hidden />
        </ThemeIcon>
      ) : null}
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed">
        {t(`pages.${page}.description`)}
      </Text>
    </Stack>
  );
}
