import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SearchBox } from '@/components/search/SearchBox';
import { useTranslation } from '@/i18n';

/** Long enough to finish a word, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

type CatalogueSearchProps = {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (sea: string) => void;
};

/** The catalogue's search box: what is typed reaches the address (and the request) after a short pause. */
export function CatalogueSearch({ value, onSearch }: CatalogueSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);

  // Back/forward or "Quitar filtros" change the address; the box follows it (unless it already says that).
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <SearchBox
      label={t('catalogue.search.label')}
      placeholder={t('catalogue.search.placeholder')}
      value={text}
      onChange={(next) => {
        setText(next);
        search(next);
      }}
      // Enter searches at once, without waiting for the pause.
      onSubmit={() => {
        search(text);
        search.flush();
      }}
    />
  );
}
