import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** HTML from a message, sanitised first (see `sanitizeHtml`), in Mantine's typography styles. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup has just been sanitised by DOMPurify.
  return <Typography dangerouslySetInnerHTML={{ __html: clean }} />;
}
