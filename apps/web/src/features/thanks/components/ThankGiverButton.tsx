import { Button } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ThanksModal } from './ThanksModal';

/**
 * "Dar las gracias" for one received thing, outside "Regalos recibidos" (a money receipt): the same writing
 * flow, for the line of the received log that the API named (`payment:<id>`).
 */
export function ThankGiverButton({ item }: { item: { item: string; title: string } }) {
  const { t } = useTranslation();
  const [writing, setWriting] = useState(false);
  return (
    <>
      <Button leftSection={<IconHeartHandshake size={18} aria-hidden />} onClick={() => setWriting(true)}>
        {t('thanks.thankOne')}
      </Button>
      {writing ? (
        <ThanksModal items={[{ id: item.item, title: item.title }]} onClose={() => setWriting(false)} />
      ) : null}
    </>
  );
}
