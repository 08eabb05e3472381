import { Avatar, Checkbox, Group, Radio, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n';
import { personName } from '@/lib/person-name';
import classes from './PersonChoice.module.css';

type Person = { id: string; name: string; lastname: string; image: string | null };

/**
 * One person to choose in a dialog (friends to invite, who receives the money): a card readable on a phone,
 * unlike a dropdown, with a checkbox (several may be chosen) or a radio (one). Inside a `Checkbox.Group` or a
 * `Radio.Group`; its accessible name is the person's name (and `note`), the face is decorative.
 */
export function PersonChoice({
  person,
  multiple = false,
  note,
}: {
  person: Person;
  multiple?: boolean;
  /** Said after the name, e.g. "(Tú)". */
  note?: string;
}) {
  const Card = multiple ? Checkbox.Card : Radio.Card;
  const Indicator = multiple ? Checkbox.Indicator : Radio.Indicator;
  const name = personName(person);
  return (
    <Card value={person.id} radius="md" p="xs" className={classes.choice}>
      <Group gap="sm" wrap="nowrap">
        <Indicator />
        <Avatar src={person.image} name={name} color="initials" radius="xl" size={32} alt="" aria-hidden />
        <Text fw={500} truncate="end" miw={0}>
          {note ? `${name} ${note}` : name}
        </Text>
      </Group>
    </Card>
  );
}

/** The people to choose, scrolling inside a dialog past `maxHeight` (a share of the screen's height). */
export function PeopleScroll({ maxHeight, children }: { maxHeight: string; children: ReactNode }) {
  return (
    <div className={classes.scroll} style={{ maxHeight }}>
      {children}
    </div>
  );
}

/** With more people than this, a filter by name helps find them. */
const FILTER_FROM = 8;

/**
 * A filter by name over my friends, shown only when there are many: the field (or null), those it lets through
 * and, when it lets nobody through, the sentence that says so. `reset` empties it (a dialog closing).
 */
export function useFriendFilter<P extends Person>(
  people: P[],
): { field: ReactNode; shown: P[]; nobody: ReactNode; reset: () => void } {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const term = filter.trim().toLocaleLowerCase('es');
  const shown = term ? people.filter((p) => personName(p).toLocaleLowerCase('es').includes(term)) : people;
  const field =
    people.length > FILTER_FROM ? (
      <TextInput
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        label={t('people.filter')}
        placeholder={t('people.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
    ) : null;
  const nobody = shown.length === 0 ? <Text c="dimmed">{t('people.nobodyFound')}</Text> : null;
  return { field, shown, nobody, reset: () => setFilter('') };
}
