import { Badge } from '@mantine/core';
import type { StateLook } from '../lib/money-state';

/** A state's words in a small badge of its colour. */
export function StatusBadge({ look }: { look: StateLook }) {
  return (
    <Badge color={look.tone} variant="light" tt="none" size="sm" data-testid="state">
      {look.words}
    </Badge>
  );
}
