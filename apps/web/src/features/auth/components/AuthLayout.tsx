import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/hooks/use-page-title';
import classes from './AuthLayout.module.css';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other ways in. */
  footer?: ReactNode;
  width?: number;
};

/** The frame of the sign-in, sign-up and recovery pages: a title, one column, readable on a phone. */
export function AuthLayout({ title, description, children, footer, width = 460 }: AuthLayoutProps) {
  usePageTitle(title);
  return (
    <Stack maw={width} mx="auto" w="100%" gap="lg">
      <Stack gap={6}>
        <Title order={1}>{title}</Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      <Box className={classes.card}>{children}</Box>
      {footer ? <Stack gap="xs">{footer}</Stack> : null}
    </Stack>
  );
}
