import { type Gift, listInputSchema, type ScanPage } from '@detalle/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { errorText } from '@/lib/api';
import { hrefTo } from '@/lib/paths';
import { useCreateList } from '../api/save-list';
import { ListChoice, useAllMyLists } from './AddToListForm';
import { HandTab } from './HandTab';
import { LinkTab } from './LinkTab';

/** Local storage key (ours): the list last added to from a shared link, chosen again next time. */
export const LAST_LIST_KEY = 'ultimaListaCompartir';

function readLastList(): string | null {
  try {
    return localStorage.getItem(LAST_LIST_KEY);
  } catch {
    return null;
  }
}

function rememberList(listId: string) {
  try {
    localStorage.setItem(LAST_LIST_KEY, listId);
  } catch {
    // Private mode: the next share starts on the first list instead.
  }
}

/** "Crear una lista nueva" in place, with just its name: the shared link stays on the sheet. */
function NewListInline({ onCreated }: { onCreated: (listId: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateList();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listInputSchema.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('errors.unexpected'));
    setError(null);
    create.mutate(checked.data, {
      onSuccess: (list) => {
        setOpen(false);
        setName('');
        onCreated(list.id);
      },
      onError: (e) => setError(errorText(e)),
    });
  };

  if (!open)
    return (
      <Button
        variant="subtle"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('shareSheet.createList')}
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t('shareSheet.newListName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={120}
          data-autofocus
          autoFocus
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('shareSheet.create')}
        </Button>
      </Group>
    </form>
  );
}

type Added = { gift: Gift; listName: string };

/** After adding: where it went, a way to see that list and another link to add. */
function AddedNote({ added, onAnother }: { added: Added; onAnother: () => void }) {
  const { t } = useTranslation();
  // The form that had the focus is gone: the way to the list takes it.
  const seeList = useRef<HTMLAnchorElement>(null);
  useEffect(() => seeList.current?.focus(), []);
  return (
    <Alert color="teal" variant="light" radius="md" icon={<IconCircleCheck aria-hidden />} role="status">
      <Stack gap="xs">
        <Text fw={600}>
          {t('shareSheet.addedTitle', { name: added.gift.product.name, list: added.listName })}
        </Text>
        <Group gap="sm">
          <Anchor
            ref={seeList}
            component={Link}
            to={hrefTo('homeItem', { id: added.gift.listId, type: 'lista' })}
          >
            {t('shareSheet.seeList')}
          </Anchor>
          <Button variant="light" size="xs" onClick={onAnother}>
            {t('shareSheet.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type ShareSheetProps = {
  /** The link found in what was shared, if any. */
  link: string | null;
  /** What the bookmarklet read on the shop's page. */
  page?: ScanPage;
};

/**
 * "Añadir a una lista" for a link shared from elsewhere: which of my lists (the last one used chosen again,
 * or a new one made here), then the link read as in "Desde un enlace" and the usual gift fields.
 */
export function ShareSheet({ link, page }: ShareSheetProps) {
  const { t } = useTranslation();
  const { lists, mine } = useAllMyLists();
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<Added | null>(null);
  const [byHand, setByHand] = useState<string | null>(null);
  // Remounted for "Añadir otro enlace", which starts from an empty field.
  const [round, setRound] = useState(0);

  const last = readLastList();
  const listId = chosen ?? mine.find((l) => l.id === last)?.id ?? mine[0]?.id ?? null;

  const onAdded = (gift: Gift) => {
    rememberList(gift.listId);
    setAdded({ gift, listName: mine.find((l) => l.id === gift.listId)?.name ?? '' });
    setByHand(null);
  };

  return (
    <Stack gap="lg">
      <QueryView
        query={lists}
        loadingLabel={t('catalogue.addToList.loading')}
        skeleton={<LoadingDots py="lg" />}
        errorTitle={t('catalogue.addToList.error')}
      >
        {() => (
          <Stack gap="xs">
            {mine.length > 0 ? (
              <ListChoice lists={mine} value={listId ?? ''} onChange={setChosen} error={undefined} />
            ) : (
              <Text size="sm">{t('shareSheet.noLists')}</Text>
            )}
            <NewListInline
              onCreated={(id) => {
                setChosen(id);
                void lists.refetch();
              }}
            />
          </Stack>
        )}
      </QueryView>
      {added ? (
        <AddedNote
          added={added}
          onAnother={() => {
            setAdded(null);
            setRound((n) => n + 1);
          }}
        />
      ) : null}
      {listId && !added ? (
        <Paper withBorder radius="lg" p="md">
          {byHand ? (
            <HandTab listId={listId} onAdded={onAdded} url={byHand} />
          ) : (
            <Stack gap="md">
              {!link && round === 0 ? <Text size="sm">{t('shareSheet.noLink')}</Text> : null}
              {page && round === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('shareSheet.fromPage')}
                </Text>
              ) : null}
              <LinkTab
                key={round}
                listId={listId}
                onAdded={onAdded}
                onByHand={setByHand}
                incoming={round === 0 ? { url: link, page } : {}}
              />
            </Stack>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
