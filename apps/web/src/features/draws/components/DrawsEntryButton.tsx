import { Button } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDrawTerm } from '../lib/term';

/** The way into "Amigo invisible" / "Amigo secreto" from the calendar (where events and dates live). */
export function DrawsEntryButton() {
  const { Term } = useDrawTerm();
  return (
    <Button
      component={Link}
      to={paths.amigoInvisible.path}
      variant="light"
      leftSection={<IconGift size={18} aria-hidden />}
    >
      {Term}
    </Button>
  );
}
