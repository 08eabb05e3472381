import type { Relation } from '@detalle/contract';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconClock, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n';

/**
 * How we are related, said under the name ("Solicitud enviada", "Amigos"), so
 * the row's right side keeps room for the one button that matters.
 */
export function RelationNote({ relation }: { relation: Relation }) {
  const { t } = useTranslation();
  const note: Partial<Record<Relation, [string, typeof IconCheck]>> = {
    request_sent: [t('friends.search.sent'), IconClock],
    request_received: [t('friends.search.wantsYou'), IconUserPlus],
    friend: [t('friends.search.friends'), IconCheck],
    blocked: [t('friends.search.blocked'), IconClock],
    self: [t('friends.search.you'), IconCheck],
  };
  const found = note[relation];
  if (!found) return null;
  const [text, Icon] = found;
  return (
    <Group component="span" gap={4} wrap="nowrap" c={relation === 'friend' ? 'teal' : undefined}>
      <Icon size={14} aria-hidden />
      {text}
    </Group>
  );
}

type RelationActionProps = {
  relation: Relation;
  name: string;
  pending: boolean;
  /** Añadir, or Aceptar their request: both are `friend/request`. */
  onRequest: () => void;
  onUnblock: () => void;
};

/** What a search result offers, by how we are related: Añadir, Aceptar, Desbloquear, or nothing. */
export function RelationAction({ relation, name, pending, onRequest, onUnblock }: RelationActionProps) {
  const { t } = useTranslation();
  if (relation === 'none') {
    return (
      <Button
        size="xs"
        leftSection={<IconUserPlus size={14} aria-hidden />}
        aria-label={t('friends.search.addName', { name })}
        loading={pending}
        onClick={onRequest}
      >
        {t('friends.search.add')}
      </Button>
    );
  }
  if (relation === 'request_received') {
    return (
      <Button
        size="xs"
        aria-label={t('friends.search.acceptName', { name })}
        loading={pending}
        onClick={onRequest}
      >
        {t('friends.requests.accept')}
      </Button>
    );
  }
  if (relation === 'blocked') {
    return (
      <Button size="xs" variant="default" loading={pending} onClick={onUnblock}>
        {t('friends.blocked.unblock')}
      </Button>
    );
  }
  return null;
}
