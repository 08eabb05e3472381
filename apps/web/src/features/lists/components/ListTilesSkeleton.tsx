import { Card, Skeleton, Stack } from '@mantine/core';

/** Cards of lists while they load (decorative: `QueryView` announces the loading). */
export function ListTilesSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div style={{ display: 'flex', gap: 12, overflow: 'hidden' }}>
      {Array.from({ length: count }, (_, i) => i).map((i) => (
        <Card key={i} withBorder radius="lg" padding={0} style={{ flex: '1 0 160px', maxWidth: 220 }}>
          <Skeleton style={{ aspectRatio: '16 / 10' }} radius={0} />
          <Stack gap={6} p="sm">
            <Skeleton height={12} radius="sm" />
            <Skeleton height={10} width="50%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </div>
  );
}
