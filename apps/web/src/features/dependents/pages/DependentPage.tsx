import type { Dependent } from '@detalle/contract';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { Unavailable } from '@/components/feedback/Unavailable';
import { OwnersSection } from '@/features/owners';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { dependentKeys } from '@/lib/query-keys';
import { useDependent } from '../api/dependents';
import { DependentAvatar } from '../components/DependentAvatar';
import { DependentFormModal } from '../components/DependentFormModal';
import { NextBirthday } from '../components/DependentTile';
import {
  BackToFamily,
  DeleteDependent,
  DependentDates,
  DependentHandover,
  DependentHucha,
  DependentLists,
} from './dependent-sections';

/** Photo, name, kind and birthday, with «Editar». */
function DependentHeader({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <DependentAvatar dependent={dependent} size={80} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {dependent.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{t(`family.kind.${dependent.kind}`)}</Badge>
          </Group>
          {dependent.birthday ? (
            <Text size="sm">{t('family.profile.birthday', { date: formatDate(dependent.birthday) })}</Text>
          ) : null}
          <NextBirthday birthday={dependent.birthday} />
        </Stack>
      </Group>
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        {t('family.profile.edit')}
      </Button>
      <DependentFormModal opened={editing} onClose={() => setEditing(false)} dependent={dependent} />
    </Stack>
  );
}

function DependentView({ dependent }: { dependent: Dependent }) {
  return (
    <Stack gap="lg">
      <DependentHeader dependent={dependent} />
      <OwnersSection kind="dependent" id={dependent.id} />
      <DependentLists dependent={dependent} />
      <DependentDates dependent={dependent} />
      <DependentHucha dependent={dependent} />
      {/* A pet never has an account of its own: there is nobody to hand its profile to. */}
      {dependent.kind === 'pet' ? null : <DependentHandover dependent={dependent} />}
      <DeleteDependent dependent={dependent} />
    </Stack>
  );
}

/** `familia/:id`: one profile I look after (guardians only; anyone else is told it does not exist). */
export default function DependentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dependent = useDependent(id);
  usePageTitle(dependent.data?.name ?? t('pages.familiaPerfil.title'));
  return (
    <Stack gap="md" maw={720} w="100%">
      <BackToFamily />
      <QueryView
        query={dependent}
        queryKey={dependentKeys.detail(id)}
        loadingLabel={t('family.profile.loading')}
        errorTitle={t('family.profile.error')}
        renderError={pageLoadError({
          title: t('pages.familiaPerfil.title'),
          unavailable: (
            <Unavailable
              icon={IconUserOff}
              title={t('family.profile.unavailable')}
              description={t('family.profile.unavailableHint')}
            >
              <Button component={Link} to={paths.familia.path}>
                {t('family.profile.back')}
              </Button>
            </Unavailable>
          ),
        })}
      >
        {(data) => <DependentView dependent={data} />}
      </QueryView>
    </Stack>
  );
}
