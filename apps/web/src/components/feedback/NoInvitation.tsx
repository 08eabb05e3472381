import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** An invitation link that is incomplete, or no longer valid: what happened, and a way home. */
export function NoInvitation({ title, text, homeLabel }: { title: string; text: string; homeLabel: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={60} variant="light" color="gray">
        <IconMailOff size={32} stroke={1.6} aria-hidden />
      </ThemeIcon>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={paths.home.path}>
        {homeLabel}
      </Button>
    </Stack>
  );
}
