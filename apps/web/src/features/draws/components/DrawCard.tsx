import type { Draw } from '@detalle/contract';
import { Card, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { hrefTo } from '@/lib/paths';
import { DrawFacts } from './DrawFacts';

export function DrawCard({ draw }: { draw: Draw }) {
  return (
    <Card component={Link} to={hrefTo('sorteo', { id: draw.id })} withBorder radius="lg" padding="md">
      <Stack gap={6}>
        <Text fw={700}>{draw.name}</Text>
        <DrawFacts draw={draw} />
      </Stack>
    </Card>
  );
}
