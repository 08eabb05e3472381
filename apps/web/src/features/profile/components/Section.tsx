import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type SectionProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
};

/** A titled block of the profile and settings pages; the heading names the region for screen readers. */
export function Section({ title, description, children, tone = 'default' }: SectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={tone === 'danger' ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title
            order={2}
            size="h3"
            id={titleId}
            c={tone === 'danger' ? 'var(--mantine-color-red-text)' : undefined}
          >
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
