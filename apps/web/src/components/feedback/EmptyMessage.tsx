import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type EmptyMessageProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** What to do about it: "Crear una lista". */
  action?: ReactNode;
  /** Heading level of the title; 2 under a page's h1. */
  order?: 2 | 3;
};

/**
 * Nothing to show yet, and what to do about it.
 *
 *     <EmptyMessage title="Aún no tienes listas" description="Crea la primera…" action={<Button radius="md"…/>} />
 */
export function EmptyMessage({ title, description, icon, action, order = 2 }: EmptyMessageProps) {
  return (
    <EmptyState icon={icon ?? <IconMoodEmpty aria-hidden />} variant="light" py="xl">
      <EmptyState.Title order={order}>{title}</EmptyState.Title>
      {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
      {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
