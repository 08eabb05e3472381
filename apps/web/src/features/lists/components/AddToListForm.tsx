import { type Gift, giftInputSchema } from '@detalle/contract';
import {
  Button,
  Group,
  NumberInput,
  Radio,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useEffect } from 'react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { FormError } from '@/components/form/FormError';
import { useMyLists } from '@/features/lists/api/get-lists';
import { useSaveGift } from '@/features/lists/api/save-gift';
import { useZodForm } from '@/hooks/use-zod-form';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { paths } from '@/lib/paths';

const priorities = ['alta', 'media', 'baja'] as const;
type Priority = (typeof priorities)[number];

/** No list of mine yet: a way to make one first. */
export function NoListsYet() {
  const { t } = useTranslation();
  return (
    <EmptyMessage
      title={t('catalogue.addToList.noListsTitle')}
      description={t('catalogue.addToList.noListsDescription')}
      order={3}
      action={
        <Button component={Link} to={paths.crearLista.path} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('catalogue.addToList.createList')}
        </Button>
      }
    />
  );
}

/** Which of my lists, each with how many gifts it has; a long choice scrolls inside the modal. */
export function ListChoice({
  lists,
  value,
  onChange,
  error,
}: {
  lists: { id: string; name: string; giftCount: number }[];
  value: string;
  onChange: (listId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      name="listId"
      label={t('catalogue.addToList.list')}
      value={value}
      onChange={onChange}
      error={error}
      required
    >
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <Stack gap="xs" mt={6}>
          {lists.map((list) => (
            <Radio
              key={list.id}
              value={list.id}
              label={list.name}
              description={t('catalogue.addToList.gifts', { count: list.giftCount })}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}

/** How much the gift matters: high, medium or low. */
function PriorityChoice({ value, onChange }: { value: string; onChange: (priority: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="prioridad-del-regalo">
        {t('catalogue.addToList.priority')}
      </Text>
      <SegmentedControl
        aria-labelledby="prioridad-del-regalo"
        name="priority"
        fullWidth
        value={value}
        onChange={onChange}
        data={priorities.map((p) => ({ value: p, label: t(`catalogue.addToList.priorities.${p}`) }))}
      />
    </Stack>
  );
}

/** Every one of my lists, however many pages they take: each one must be a choice. */
export function useAllMyLists() {
  const lists = useMyLists();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = lists;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return { lists, mine: uniqueById(lists.data?.pages ?? []) };
}

type AddToListFormProps = {
  productId: string;
  onAdded: (gift: Gift, listName: string) => void;
  onCancel: () => void;
};

/**
 * Every one of my lists (however many pages they take; the only one already chosen) and adding the product to
 * the chosen one.
 */
function useAddToList({ productId, onAdded }: Pick<AddToListFormProps, 'productId' | 'onAdded'>) {
  const { t } = useTranslation();
  const { lists, mine } = useAllMyLists();
  const save = useSaveGift();
  const form = useZodForm({
    initialValues: { listId: '', quantity: '1', priority: 'media', note: '' },
    schema: giftInputSchema,
    toBody: (v) => ({
      listId: v.listId,
      productId,
      quantity: v.quantity === '' ? undefined : Number(v.quantity),
      priority: v.priority as Priority,
      note: v.note,
    }),
  });

  // With a single list there is nothing to choose.
  const onlyList = mine.length === 1 ? mine[0]?.id : undefined;
  const { setValue } = form;
  useEffect(() => {
    if (onlyList) setValue('listId', onlyList);
  }, [onlyList, setValue]);

  const send = form.onSubmit((body) => {
    const listName = mine.find((l) => l.id === body.listId)?.name ?? '';
    save.mutate(body, {
      onSuccess: (gift) => onAdded(gift, listName),
      onError: (error) => form.showApiError(error),
    });
  });
  const submit = (event: FormEvent) => {
    // The contract only knows the id must be valid; say what to do instead.
    if (!form.values.listId) {
      event.preventDefault();
      form.setErrors({ listId: t('catalogue.addToList.chooseList') });
      form.formRef.current?.querySelector<HTMLInputElement>('input[name="listId"]')?.focus();
      return;
    }
    send(event);
  };

  return { lists, mine, form, submit, saving: save.isPending };
}

/** Inside the "Añadir a una lista" modal: which of my lists, how many, how much it matters and a note. */
export function AddToListForm({ productId, onAdded, onCancel }: AddToListFormProps) {
  const { t } = useTranslation();
  const { lists, mine, form, submit, saving } = useAddToList({ productId, onAdded });

  return (
    <QueryView
      query={lists}
      loadingLabel={t('catalogue.addToList.loading')}
      skeleton={<LoadingDots py="lg" />}
      errorTitle={t('catalogue.addToList.error')}
      isEmpty={() => mine.length === 0}
      empty={<NoListsYet />}
    >
      {() => (
        <form ref={form.formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={form.formError} />
            <ListChoice
              lists={mine}
              value={form.values.listId}
              onChange={(value) => form.setValue('listId', value)}
              error={form.errors.listId}
            />
            <NumberInput
              name="quantity"
              label={t('catalogue.addToList.quantity')}
              value={form.values.quantity}
              onChange={(value) => form.setValue('quantity', String(value))}
              error={form.errors.quantity}
              min={1}
              max={99}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={140}
            />
            <PriorityChoice
              value={form.values.priority}
              onChange={(value) => form.setValue('priority', value)}
            />
            <Textarea
              {...form.inputProps('note')}
              label={t('catalogue.addToList.note')}
              placeholder={t('catalogue.addToList.notePlaceholder')}
              resize="vertical"
              rows={2}
              maxLength={500}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('catalogue.addToList.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </QueryView>
  );
}
