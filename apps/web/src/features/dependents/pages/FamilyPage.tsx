import type { Dependent } from '@detalle/contract';
import { namesTogether } from '@detalle/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { QueryView } from '@/components/feedback/QueryView';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { hrefTo } from '@/lib/paths';
import { dependentKeys } from '@/lib/query-keys';
import { useMyDependents } from '../api/dependents';
import { DependentFormModal } from '../components/DependentFormModal';
import { DependentGrid, DependentTile } from '../components/DependentTile';
import { HouseholdSection } from '../components/HouseholdSection';

/** Who else looks after it, under its name: «Lo cuidas con Marcos». */
function CaredWith({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const others = dependent.guardians.filter((g) => !g.isMe);
  if (others.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={1}>
      {t('family.caredWith', { names: namesTogether(others.map((g) => g.name)) })}
    </Text>
  );
}

/**
 * `familia` («Mi familia»): the profiles I look after (a baby, a pet, a grandmother), adding one, and my
 * household for the amigo invisible.
 */
export default function FamilyPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.familia.title'));
  const navigate = useNavigate();
  const dependents = useMyDependents();
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
      {t('family.add')}
    </Button>
  );

  return (
    <Stack gap="lg" maw={720} w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('pages.familia.title')}</Title>
        <Text c="dimmed">{t('pages.familia.description')}</Text>
      </Stack>
      <QueryView
        query={dependents}
        queryKey={dependentKeys.mine}
        loadingLabel={t('family.loading')}
        errorTitle={t('family.error')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyMessage
            title={t('family.emptyTitle')}
            description={t('family.empty')}
            icon={<IconHeartHandshake aria-hidden />}
            action={addButton}
          />
        }
      >
        {(data) => (
          <Stack gap="sm" component="section" aria-labelledby="quienes-cuidas">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h3" id="quienes-cuidas">
                {t('family.mine')}
              </Title>
              {addButton}
            </Group>
            <DependentGrid>
              {data.map((dependent) => (
                <li key={dependent.id}>
                  <DependentTile
                    dependent={dependent}
                    to={hrefTo('familiaPerfil', { id: dependent.id })}
                    detail={<CaredWith dependent={dependent} />}
                  />
                </li>
              ))}
            </DependentGrid>
          </Stack>
        )}
      </QueryView>
      <HouseholdSection />
      <DependentFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSaved={(created) => navigate(hrefTo('familiaPerfil', { id: created.id }))}
      />
    </Stack>
  );
}
