import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type UnavailableProps = {
  /** A Tabler icon that says what is missing (a calendar, a list, a heart, a gift). */
  icon: Icon;
  title: string;
  /** What happened, in a sentence; omit when the actions below say it. */
  description?: string;
  /** The ways on: sign in, go to one's lists, explore… */
  children?: ReactNode;
};

/**
 * The page shown instead of something that is gone or not for this person (a 404 from a
 * `…/get` call). The API does not say which, and neither does this page. Each feature
 * gives its own words and ways on:
 *
 *     <Unavailable icon={IconPlaylistX} title={t('lists.unavailable.title')} description={…}>
 *       <Button component={Link} to={paths.lista.path}>…</Button>
 *     </Unavailable>
 */
export function Unavailable({ icon: Shown, title, description, children }: UnavailableProps) {
  return (
    <Stack gap="md" maw={560} py="md">
      <ThemeIcon size={60} variant="light" color="gray">
        <Shown size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
      {children}
    </Stack>
  );
}
