import type { Hobby } from '@detalle/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n';
import { paths } from '@/lib/paths';

/** The chosen interests at a glance, with the way to `intereses`. */
export function InterestsSummary({ hobbies }: { hobbies: Hobby[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      {hobbies.length > 0 ? (
        <Group
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('profile.interests.listLabel')}
        >
          {hobbies.map((hobby) => (
            <Badge key={hobby.id} component="li" variant="light" size="lg" tt="none" fw={500}>
              {hobby.hobbie}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('profile.interests.none')}
        </Text>
      )}
      <Button
        component={Link}
        to={paths.intereses.path}
        variant="light"
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
      >
        {hobbies.length > 0 ? t('profile.interests.change') : t('profile.interests.choose')}
      </Button>
    </Stack>
  );
}
