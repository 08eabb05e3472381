import type { PersonSummary } from '@detalle/contract';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

export const fullName = (p: Pick<PersonSummary, 'name' | 'lastname'>) => `${p.name} ${p.lastname}`.trim();

type PersonRowProps = {
  person: PersonSummary;
  /** A second line under the name: "Te la envió hace 2 días". */
  detail?: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
  /** Set on the first row a "Ver más" brought, so keyboard focus lands there (`useFocusFirstNew`; Group types its ref as a div). */
  focusRef?: RefObject<HTMLDivElement | null>;
};

/** One person in a list: photo (or initials), name, and what can be done. */
export function PersonRow({ person, detail, actions, focusRef }: PersonRowProps) {
  const name = fullName(person);
  return (
    <Group
      component="li"
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      gap="sm"
      wrap="nowrap"
      py={8}
      aria-label={name}
    >
      <Avatar src={person.image} name={name} color="initials" radius="xl" size={44} alt="" />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {name}
        </Text>
        {detail ? (
          <Text size="sm" c="dimmed" component="div">
            {detail}
          </Text>
        ) : null}
      </Stack>
      {actions ? (
        <Group gap={6} wrap="nowrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}

/** A list of `PersonRow`s without bullets. */
export function PeopleList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack component="ul" gap={0} aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {children}
    </Stack>
  );
}
