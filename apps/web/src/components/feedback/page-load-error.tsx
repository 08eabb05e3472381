import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isHiddenFromMe } from '@/lib/hidden';

type PageLoadErrorOptions = {
  /** The page's title, over the alert. */
  title: string;
  /** What to show when the thing is gone or not for the viewer (an `Unavailable` frame). */
  unavailable: ReactNode;
  /** Which failures mean "not available"; a 403 or 404 unless told. */
  isGone?: (error: unknown) => boolean;
  maw?: number;
};

/**
 * `<QueryView renderError>` for a page of its own (an event, a list, a product):
 * "not available" for a 403/404, else the page's title over the alert.
 */
export function pageLoadError({
  title,
  unavailable,
  isGone = isHiddenFromMe,
  maw = 720,
}: PageLoadErrorOptions) {
  return (error: unknown, alert: ReactNode) =>
    isGone(error) ? (
      unavailable
    ) : (
      <Stack maw={maw}>
        <Title order={1}>{title}</Title>
        {alert}
      </Stack>
    );
}
