import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '@/components/feedback/QueryView';
import { showToast } from '@/components/feedback/toast';
import { useMyDependents } from '@/features/dependents';
import { DirectTransferSettings } from '@/features/direct-transfers';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { FOR_DEPENDENT_PARAM } from '@/lib/paths';
import { useIsLoggedIn, useSession } from '@/lib/session';
import { type ListDetail, useList } from '../api/get-list';
import { GuestSavePrompt } from '../components/GuestSavePrompt';
import { ListForm } from '../components/ListForm';
import { listDraftId } from '../lib/list-form';
import { EDIT_PARAM, EVENT_PARAM, listHref } from '../lib/paths';
import { dropPickedImage, peekPickedImage } from '../lib/picked-image';

type EditListProps = { id: string; chosenImage: string | null; onSaved: (list: ListDetail) => void };

/** Editing (`?id=<listId>`): the form waits for the list, and only its owner gets it. */
function EditList({ id, chosenImage, onSaved }: EditListProps) {
  const { t } = useTranslation();
  const list = useList(id);
  const myId = useSession().user?.id;
  return (
    <QueryView query={list} loadingLabel={t('lists.detail.loading')} errorTitle={t('lists.detail.error')}>
      {(data) =>
        data.isMine ? (
          <Stack gap="lg">
            {/* Keyed by list: another list's values never linger in the form. */}
            <ListForm key={data.id} list={data} chosenImage={chosenImage} onSaved={onSaved} />
            {/* Givers are shown the account of the owner who receives: only they put it. */}
            {data.owner.id === myId ? (
              <DirectTransferSettings
                listId={data.id}
                ownerName={`${data.owner.name} ${data.owner.lastname}`.trim()}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('lists.form.accountByReceiver', { name: data.owner.name })}
              </Text>
            )}
          </Stack>
        ) : (
          <Alert color="yellow" variant="light" role="alert">
            {t('lists.form.notOwner')}{' '}
            <Anchor component={Link} to={listHref(id)}>
              {t('lists.form.seeList')}
            </Anchor>
          </Alert>
        )
      }
    </QueryView>
  );
}

/**
 * `crear-lista` (open to guests): a new list, `?evento=<id>` to link it to one of
 * my events, or `?id=<listId>` to change one of mine. After saving, the list's
 * page, where its gifts are added.
 */
export default function CreateListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const editing = search.get(EDIT_PARAM);
  const eventId = search.get(EVENT_PARAM);
  const forDependent = search.get(FOR_DEPENDENT_PARAM);
  // «¿Para quién es?» offers the people I look after; a guest has nobody to choose.
  const dependents = useMyDependents({ enabled: isLoggedIn && !editing });
  const title = editing ? t('lists.form.editTitle') : t('pages.crearLista.title');
  usePageTitle(title);

  // A picture from `imagen-predeterminada` (see lib/picked-image.ts): taken once on arrival, then
  // dropped (in an effect, not the initialiser: StrictMode runs that twice and would lose it).
  const formId = listDraftId(editing);
  const [chosenImage] = useState(() => peekPickedImage(formId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, the address stays the same meanwhile
  useEffect(() => {
    if (chosenImage) dropPickedImage(formId);
  }, []);

  const onSaved = (list: ListDetail) => {
    showToast({ message: editing ? t('lists.form.saved') : t('lists.form.created'), tone: 'success' });
    navigate(listHref(list.id), { replace: Boolean(editing) });
  };

  let content: ReactNode;
  if (!editing)
    content = (
      <ListForm
        eventId={eventId}
        chosenImage={chosenImage}
        forDependent={forDependent}
        dependents={dependents.data ?? []}
        onSaved={onSaved}
      />
    );
  else if (!isLoggedIn) content = <GuestSavePrompt next={`${location.pathname}${location.search}`} editing />;
  else content = <EditList id={editing} chosenImage={chosenImage} onSaved={onSaved} />;

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{editing ? t('lists.form.editIntro') : t('pages.crearLista.description')}</Text>
      </Stack>
      {content}
    </Stack>
  );
}
