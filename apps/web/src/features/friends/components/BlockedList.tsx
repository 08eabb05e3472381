import { Button, Stack, Text, Title } from '@mantine/core';
import { showToast } from '@/components/feedback/toast';
import { useTranslation } from '@/i18n';
import { useBlocked } from '../api/get-blocked';
import { useUnblockPerson } from '../api/unblock-person';
import { fullName, PeopleList, PersonRow } from './PersonRow';

/** The people I blocked, each with "Desbloquear"; nothing at all when there are none. */
export function BlockedList() {
  const { t } = useTranslation();
  const blocked = useBlocked();
  const unblock = useUnblockPerson();
  if (!blocked.data?.length) return null;
  return (
    <Stack component="section" gap="xs" aria-labelledby="bloqueados" mt="lg">
      <Title order={2} size="h4" id="bloqueados">
        {t('friends.blocked.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('friends.blocked.description')}
      </Text>
      <PeopleList label={t('friends.blocked.title')}>
        {blocked.data.map((person) => (
          <PersonRow
            key={person.id}
            person={person}
            actions={
              <Button
                variant="default"
                size="xs"
                aria-label={t('friends.blocked.unblockName', { name: fullName(person) })}
                loading={unblock.isPending && unblock.variables === person.id}
                onClick={() =>
                  unblock.mutate(person.id, {
                    onSuccess: (message) => showToast({ message, tone: 'success' }),
                  })
                }
              >
                {t('friends.blocked.unblock')}
              </Button>
            }
          />
        ))}
      </PeopleList>
    </Stack>
  );
}
