import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '@/components/search/SearchBox';
import { categoryHref } from '@/features/catalogue/lib/filters';
import { useTranslation } from '@/i18n';

/** "Busca un regalo": searching takes you to the catalogue with the results (`/categoria?sea=`). */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <SearchBox
      label={t('home.search.label')}
      placeholder={t('home.search.placeholder')}
      submitLabel={t('home.search.submit')}
      value={text}
      onChange={setText}
      // An empty search still leads somewhere useful: the whole catalogue.
      onSubmit={() => void navigate(categoryHref({ sea: text }))}
    />
  );
}
