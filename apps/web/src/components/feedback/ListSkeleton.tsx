import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export type ListSkeletonProps = {
  /** `cards` for grids of lists, events and products; `rows` for notifications, movements, friends. */
  variant?: 'cards' | 'rows';
  count?: number;
};

const grid = { base: 1, sm: 2, lg: 3 };

/** The shape of a list while it loads, so the page does not jump when it arrives. Decorative. */
export function ListSkeleton({ variant = 'cards', count = 6 }: ListSkeletonProps) {
  const items = Array.from({ length: count }, (_, i) => i);
  if (variant === 'rows') {
    return (
      <Stack gap="sm" aria-hidden>
        {items.map((i) => (
          <Group key={i} gap="sm" wrap="nowrap" py={6}>
            <Skeleton height={44} circle />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={12} width="60%" radius="sm" />
              <Skeleton height={10} width="35%" radius="sm" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={grid} aria-hidden>
      {items.map((i) => (
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={120} radius="md" />
          <Skeleton height={18} mt="md" width="60%" radius="sm" />
          <Skeleton height={12} mt={8} width="85%" radius="sm" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
