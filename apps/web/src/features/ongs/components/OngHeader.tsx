import type { OngSummary } from '@detalle/contract';
import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';

/** An ONG's name, logo (its profile picture), verified badge, description, registration number and web. */
export function OngHeader({
  ong,
  verified,
  actions,
}: {
  ong: OngSummary;
  verified: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={ong.image} alt="" size={72} radius="xl" color="brand">
          {ong.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4}>
          <Title order={1}>{ong.name}</Title>
          {verified ? (
            <Badge
              color="teal"
              variant="light"
              leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
              w="fit-content"
            >
              {t('ongs.verified')}
            </Badge>
          ) : (
            <Badge color="yellow" variant="light" w="fit-content">
              {t('ongs.pending')}
            </Badge>
          )}
        </Stack>
      </Group>
      {ong.description ? <Text style={{ whiteSpace: 'pre-line' }}>{ong.description}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('ongs.legalId', { id: ong.legalId })}
      </Text>
      {ong.website ? (
        <Anchor
          href={ong.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
          w="fit-content"
        >
          {ong.website.replace(/^https?:\/\//, '')}
        </Anchor>
      ) : null}
      {actions}
    </Stack>
  );
}
