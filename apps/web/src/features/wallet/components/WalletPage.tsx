import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { TestModeNotice } from './TestModeNotice';
import classes from './Wallet.module.css';

/** The frame of every wallet screen: where to go back, the title, the test-mode notice, the content. */
export function WalletPage({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" className={classes.page}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" className={classes.noPrint}>
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {back.label}
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      <TestModeNotice />
      {children}
    </Stack>
  );
}
