import { addDays, type DrawInput, drawInputSchema } from '@detalle/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '@/components/feedback/toast';
import { friendsQueryOptions } from '@/features/friends';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText, isApiError } from '@/lib/api';
import { browserTimeZone, todayHere, zonedToInstant } from '@/lib/dates';
import { uniqueById } from '@/lib/paging';
import { DRAW_EVENT_PARAM, hrefTo } from '@/lib/paths';
import { DEFAULT_CURRENCY, parsePrice } from '@/lib/price-input';
import { useCreateDraw } from '../api/create-draw';
import { useDraws } from '../api/get-draws';
import { useDrawTerm } from '../lib/term';

type Errors = Partial<Record<'name' | 'exchangeDate' | 'joinDeadline' | 'budget' | 'form', string>>;

/** `amigo-invisible/crear` (`?evento=` for a draw inside an event): name, dates, budget, who takes part. */
export default function CreateDrawPage() {
  const { t } = useTranslation();
  const terms = useDrawTerm();
  usePageTitle(t('pages.crearSorteo.title'));
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const eventId = search.get(DRAW_EVENT_PARAM);
  const create = useCreateDraw();
  const friends = useInfiniteQuery(friendsQueryOptions());
  const earlier = useDraws();
  const zone = browserTimeZone();

  const inThreeWeeks = addDays(todayHere(), 21);
  const [name, setName] = useState('');
  const [exchangeDate, setExchangeDate] = useState(inThreeWeeks);
  const [joinDeadline, setJoinDeadline] = useState(`${addDays(inThreeWeeks, -7)}T23:59`);
  const [budget, setBudget] = useState('');
  const [takePart, setTakePart] = useState(true);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [repeatOf, setRepeatOf] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const friendOptions = friends.data
    ? uniqueById(friends.data.pages).map((f) => ({ value: f.id, label: `${f.name} ${f.lastname}`.trim() }))
    : [];
  const now = new Date().toISOString();
  const repeatable = earlier.data
    ? uniqueById(earlier.data.pages).filter((d) => d.status === 'drawn' && d.exchangeStartsAt <= now)
    : [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const price = parsePrice(budget, DEFAULT_CURRENCY);
    if (!price.ok) {
      setErrors({ budget: t('draws.form.budgetFormat') });
      return;
    }
    const deadline = zonedToInstant(joinDeadline, zone);
    const body: DrawInput = {
      name,
      exchangeDate,
      joinDeadline: deadline ? deadline.toISOString() : joinDeadline,
      timezone: zone,
      budget: price.money,
      organiserTakesPart: takePart,
      userIds,
      eventId: eventId ?? null,
      repeatOf,
    };
    const checked = drawInputSchema.safeParse(body);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? 'form') as keyof Errors;
        next[key in { name: 1, exchangeDate: 1, joinDeadline: 1, budget: 1 } ? key : 'form'] ??=
          issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const draw = await create.mutateAsync(body);
      showToast({ message: t('draws.form.created'), tone: 'success' });
      navigate(hrefTo('sorteo', { id: draw.id }));
    } catch (error) {
      const field = isApiError(error) ? error.fields[0]?.path : undefined;
      setErrors(
        field && ['name', 'exchangeDate', 'joinDeadline', 'budget'].includes(field)
          ? { [field]: isApiError(error) ? error.fieldMessage(field) : undefined }
          : { form: errorText(error) },
      );
    }
  }

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{t('pages.crearSorteo.title')}</Title>
        <Text c="dimmed">{terms.Term}</Text>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            name="name"
            label={t('draws.form.name')}
            placeholder={t('draws.form.namePlaceholder')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
          />
          <TextInput
            name="exchangeDate"
            type="date"
            label={t('draws.form.exchangeDate')}
            value={exchangeDate}
            onChange={(e) => setExchangeDate(e.currentTarget.value)}
            error={errors.exchangeDate}
            required
          />
          <TextInput
            name="joinDeadline"
            type="datetime-local"
            label={t('draws.form.joinDeadline')}
            value={joinDeadline}
            onChange={(e) => setJoinDeadline(e.currentTarget.value)}
            error={errors.joinDeadline}
            required
          />
          <TextInput
            name="budget"
            inputMode="decimal"
            label={t('draws.form.budget')}
            placeholder={t('draws.form.budgetPlaceholder')}
            rightSection={<Text size="sm">€</Text>}
            value={budget}
            onChange={(e) => setBudget(e.currentTarget.value)}
            error={errors.budget}
          />
          <Checkbox
            label={t('draws.form.takePart')}
            checked={takePart}
            onChange={(e) => setTakePart(e.currentTarget.checked)}
          />
          <MultiSelect
            label={t('draws.form.friends')}
            description={t('draws.form.friendsHint')}
            placeholder={t('draws.form.friendsPlaceholder')}
            data={friendOptions}
            value={userIds}
            onChange={setUserIds}
            searchable
            nothingFoundMessage={t('draws.form.noFriends')}
          />
          {repeatable.length ? (
            <Select
              label={t('draws.form.repeatOf')}
              data={[
                { value: '', label: t('draws.form.repeatNone') },
                ...repeatable.map((d) => ({ value: d.id, label: d.name })),
              ]}
              value={repeatOf ?? ''}
              onChange={(v) => setRepeatOf(v || null)}
              allowDeselect={false}
            />
          ) : null}
          {errors.form ? (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('draws.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
