import type { DrawDetail } from '@detalle/contract';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSetExclusions } from '../api/organise-draw';

/** The organiser's pairs that never give to each other (both ways), editable until the draw. */
export function Exclusions({ draw }: { draw: DrawDetail }) {
  const { t } = useTranslation();
  const save = useSetExclusions(draw.id);
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const nameOf = (id: string) => draw.participants.find((p) => p.id === id)?.name ?? '';
  const people = draw.participants.map((p) => ({ value: p.id, label: `${p.name} ${p.lastname}`.trim() }));
  const open = draw.status === 'open';

  const add = () => {
    if (!a || !b || a === b) return;
    save.mutate([...draw.exclusions, { a, b }], { onSuccess: () => setB(null) });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('draws.organiser.exclusions')}</Text>
      <Text size="sm" c="dimmed">
        {t('draws.organiser.exclusionsHint')}
      </Text>
      {draw.exclusions.length === 0 ? (
        <Text size="sm">{t('draws.organiser.noExclusions')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {draw.exclusions.map((x) => (
            <Group key={`${x.a}:${x.b}`} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {nameOf(x.a)} ↔ {nameOf(x.b)}
              </Text>
              {open ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('draws.organiser.removeExclusion', { a: nameOf(x.a), b: nameOf(x.b) })}
                  onClick={() => save.mutate(draw.exclusions.filter((y) => y !== x))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {open && people.length >= 2 ? (
        <Stack gap="xs">
          <Group grow gap="xs" align="flex-end">
            <Select label={t('draws.organiser.exclusionA')} data={people} value={a} onChange={setA} />
            <Select
              label={t('draws.organiser.exclusionB')}
              data={people.filter((p) => p.value !== a)}
              value={b}
              onChange={setB}
            />
          </Group>
          <Button variant="light" onClick={add} disabled={!a || !b || a === b} loading={save.isPending}>
            {t('draws.organiser.addExclusion')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
