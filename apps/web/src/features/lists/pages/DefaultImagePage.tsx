import { Anchor, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/feedback/ListSkeleton';
import { QueryView } from '@/components/feedback/QueryView';
import { useDefaultImages } from '@/components/image-picker/default-images';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { defaultImageKeys } from '@/lib/query-keys';
import classes from '../components/DefaultImageGrid.module.css';
import { listDraftId } from '../lib/list-form';
import { FOR_LIST_PARAM, formHref } from '../lib/paths';
import { openedFromForm, readCurrentImage, savePickedImage } from '../lib/picked-image';

/** A plain click (not one opening a new tab or window), which may be handled here. */
const plainClick = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey;

/**
 * `imagen-predeterminada` (open): all our pictures for a list, large enough to
 * choose well on a phone. Choosing one goes back to the `crear-lista` entry it
 * came from (or, opened on its own, to the form its `?para=` / `?evento=` names)
 * with the choice in a one-time session-storage key; see lib/picked-image.ts.
 */
export default function DefaultImagePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.imagenPredeterminada.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const forList = search.get(FOR_LIST_PARAM);
  const current = readCurrentImage(location.state);
  const fromForm = openedFromForm(location.state);
  const images = useDefaultImages('list');
  const back = formHref(search);

  // From the form: Back to its own entry, so no second form entry is stacked and Back then leaves it.
  // Opened on its own: replace, so Back from the form never reopens the picker.
  const leave = () => (fromForm ? navigate(-1) : navigate(back, { replace: true }));
  const choose = (image: string) => {
    savePickedImage(listDraftId(forList), image);
    void leave();
  };
  const onBack = (event: MouseEvent) => {
    if (!fromForm || !plainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Stack gap="lg" maw={960} w="100%">
      <Stack gap={4}>
        <Anchor component={Link} to={back} onClick={onBack} size="sm" w="fit-content">
          <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: -3, marginRight: 4 }} />
          {t('lists.images.back')}
        </Anchor>
        <Title order={1}>{t('pages.imagenPredeterminada.title')}</Title>
        <Text c="dimmed">{t('pages.imagenPredeterminada.description')}</Text>
      </Stack>
      <QueryView
        query={images}
        queryKey={defaultImageKeys.of('list')}
        loadingLabel={t('lists.images.loading')}
        skeleton={<ListSkeleton variant="cards" count={6} />}
        errorTitle={t('lists.images.error')}
      >
        {(list) => (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
            {list.map((image) => {
              const selected = image.url === current;
              return (
                <UnstyledButton
                  key={image.id}
                  className={classes.option}
                  data-selected={selected || undefined}
                  aria-pressed={selected}
                  onClick={() => choose(image.url)}
                >
                  <img className={classes.picture} src={image.url} alt="" loading="lazy" />
                  <span className={classes.name}>{image.name}</span>
                  {selected ? <IconCheck className={classes.check} size={20} aria-hidden /> : null}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
      </QueryView>
    </Stack>
  );
}
