import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A home section's heading (the section's accessible name) and, at its end, where to see everything. */
export function SectionHeader({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <Group justify="space-between" align="baseline" mb="sm" wrap="nowrap">
      <Title order={2} id={id}>
        {title}
      </Title>
      {more ? (
        <Anchor component={Link} to={more.to} size="sm" style={{ flex: 'none' }}>
          {more.label}
        </Anchor>
      ) : null}
    </Group>
  );
}
