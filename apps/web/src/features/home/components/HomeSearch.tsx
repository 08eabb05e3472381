import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { categoriaHref } from '@/features/catalogue/lib/filters';

/** "Busca un regalo": searching takes you to the catalogue with the results (`/categoria?sea=`). */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty search still leads somewhere useful: the whole catalogue.
    void navigate(categoriaHref({ sea: text }));
  };

  return (
    <search aria-label={t('home.search.label')}>
      <form onSubmit={submit}>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          label={t('home.search.label')}
          placeholder={t('home.search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSectionWidth={44}
          rightSection={
            <ActionIcon type="submit" size={32} radius="xl" aria-label={t('home.search.submit')}>
              <IconArrowRight size={18} aria-hidden />
            </ActionIcon>
          }
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
      </form>
    </search>
  );
}
