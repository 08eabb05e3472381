import type { Gift, Product } from '@detalle/contract';
import { Button, Loader, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { EmptyMessage } from '@/components/feedback/EmptyMessage';
import { LoadingDots } from '@/components/feedback/LoadingIndicator';
import { QueryView } from '@/components/feedback/QueryView';
import { useTranslation } from '@/i18n';
import { uniqueById } from '@/lib/paging';
import { useSearchProducts } from '../api/search-products';
import classes from './CatalogueTab.module.css';
import { ChosenProduct } from './ChosenProduct';
import { ProductLine } from './ProductLine';

const SEARCH_DEBOUNCE_MS = 350;

/** The search box: it takes the focus when the tab opens, and spins while new results load. */
function CatalogueSearch({
  inputRef,
  value,
  onChange,
  searching,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (text: string) => void;
  searching: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={inputRef}
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      label={t('gifts.catalogue.search')}
      placeholder={t('gifts.catalogue.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={searching ? <Loader size="xs" aria-hidden /> : null}
      autoComplete="off"
      enterKeyHint="search"
      maxLength={100}
      data-autofocus
    />
  );
}

/** The products found, each with "Añadir", and "Ver más" while there are more. */
function ProductResults({
  products,
  onChoose,
  more,
  loadingMore,
  onMore,
}: {
  products: Product[];
  onChoose: (product: Product) => void;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <ul className={classes.results} aria-label={t('gifts.catalogue.results')}>
        {products.map((product) => (
          <li key={product.id} className={classes.result}>
            <ProductLine product={product} />
            <Button
              size="xs"
              variant="light"
              aria-label={t('gifts.catalogue.addLabel', { name: product.name })}
              onClick={() => onChoose(product)}
            >
              {t('gifts.catalogue.add')}
            </Button>
          </li>
        ))}
      </ul>
      {more ? (
        <Button variant="default" loading={loadingMore} onClick={onMore}>
          {t('gifts.catalogue.more')}
        </Button>
      ) : null}
    </Stack>
  );
}

type CatalogueTabProps = { listId: string; onAdded: (gift: Gift) => void };

/** "Del catálogo": search our catalogue (everything shows before typing), pick one, say how many and how wanted. */
export function CatalogueTab({ listId, onAdded }: CatalogueTabProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchProducts(term);
  const [chosen, setChosen] = useState<Product | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const cameBack = useRef(false);

  // Back from the chosen product, the search box (with what was typed) gets the focus again.
  useEffect(() => {
    if (!chosen && cameBack.current) {
      cameBack.current = false;
      search.current?.focus();
    }
  }, [chosen]);

  if (chosen) {
    return (
      <ChosenProduct
        product={chosen}
        listId={listId}
        onBack={() => {
          cameBack.current = true;
          setChosen(null);
        }}
        onAdded={(gift) => {
          cameBack.current = true;
          setChosen(null);
          onAdded(gift);
        }}
      />
    );
  }

  const products = results.data ? uniqueById(results.data.pages) : null;
  const total = results.data?.pages.at(-1)?.total ?? products?.length ?? 0;
  // What a screen reader hears after each search: a short count, never the whole list.
  const announcement = !products
    ? ''
    : products.length === 0
      ? t('gifts.catalogue.emptyTitle')
      : t('gifts.catalogue.count', { count: total });

  return (
    <Stack gap="md">
      <CatalogueSearch
        inputRef={search}
        value={text}
        onChange={setText}
        searching={results.isFetching && !results.isPending}
      />
      {/* Always there, so the change is announced; loading is QueryView's, the error has its own alert. */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <QueryView
        query={results}
        loadingLabel={t('gifts.catalogue.loading')}
        skeleton={<LoadingDots />}
        errorTitle={t('gifts.catalogue.error')}
        isEmpty={() => products?.length === 0}
        empty={
          <EmptyMessage
            icon={<IconSearch aria-hidden />}
            title={t('gifts.catalogue.emptyTitle')}
            description={t('gifts.catalogue.emptyDescription')}
            order={3}
          />
        }
      >
        {() => (
          <ProductResults
            products={products ?? []}
            onChoose={setChosen}
            more={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            onMore={() => void results.fetchNextPage()}
          />
        )}
      </QueryView>
    </Stack>
  );
}
