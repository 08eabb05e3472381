import { Avatar, type MantineSize } from '@mantine/core';

type Person = { id: string; name: string; lastname?: string; image: string | null };

/** Beyond this many faces, "+N": a stack stays narrow on a phone. */
const MAX_SHOWN = 3;

const fullName = (p: Person) => `${p.name} ${p.lastname ?? ''}`.trim();

/**
 * The faces of whoever runs a list or event, stacked (one face for one person). Decorative: the text beside it
 * names them.
 */
export function PeopleAvatars({
  people,
  size = 32,
}: {
  people: readonly Person[];
  size?: MantineSize | number;
}) {
  if (people.length === 1) {
    const [one] = people as [Person];
    return (
      <Avatar
        src={one.image}
        name={fullName(one)}
        color="initials"
        radius="xl"
        size={size}
        alt=""
        aria-hidden
      />
    );
  }
  const shown = people.slice(0, MAX_SHOWN);
  const more = people.length - shown.length;
  return (
    <Avatar.Group spacing="sm" aria-hidden>
      {shown.map((p) => (
        <Avatar key={p.id} src={p.image} name={fullName(p)} color="initials" radius="xl" size={size} alt="" />
      ))}
      {more > 0 ? (
        <Avatar radius="xl" size={size}>
          +{more}
        </Avatar>
      ) : null}
    </Avatar.Group>
  );
}
