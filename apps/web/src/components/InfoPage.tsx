import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { usePageTitle } from '@/hooks/use-page-title';

/**
 * A page that says what it is for: its title and one sentence (`pages.<page>` of es.json). The caller
 * words them, so the page's texts travel with its own code, not every page's with this component.
 */
export function InfoPage({
  title,
  description,
  icon: PageIcon,
}: {
  title: string;
  description: string;
  icon?: TablerIcon;
}) {
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
        {description}
      </Text>
    </Stack>
  );
}
