import { Button, Skeleton, Stack } from '@mantine/core';
import { IconBuildingCommunity, IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { opensDialog } from '@/components/feedback/busy-button';
import { lazyPart } from '@/components/feedback/lazy-part';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { Unavailable } from '@/components/feedback/Unavailable';
import { DonateModal } from '@/features/wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { loadCode } from '@/lib/load-code';
import { hrefTo } from '@/lib/paths';
import { useOng, useOwnOng } from '../api/ongs';
import { NeedLists } from '../components/NeedLists';
import { OngHeader } from '../components/OngHeader';

/**
 * The ONG's own editing form and donations: only its people see them, after their own request, so a
 * guest opening the page never loads their code.
 */
const LazyOwnOngParts = lazyPart(
  () => loadCode(() => import('../components/OwnOngParts')),
  (m) => m.OwnOngParts,
);

/**
 * "Donar" and its dialog. Whether the dialog is open lives here, not in the page: the whole page drawn again on the
 * tap (header, need-lists) delayed a slow phone's first answer to it. The tap turns the button busy first; the
 * dialog is drawn once that is on screen (`openAfterBusy`).
 */
function DonateButton({ ong }: { ong: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [donating, setDonating] = useState(false);
  return (
    <>
      <Button
        size="md"
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
        {...opensDialog(() => setDonating(true), DonateModal.preload)}
        w="fit-content"
      >
        {t('ongs.donate')}
      </Button>
      {donating ? <DonateModal ong={ong} onClose={() => setDonating(false)} /> : null}
    </>
  );
}

/**
 * `ong/{id}`: a verified ONG's public page (no account needed): who it is, "Donar", and "Lo que necesitamos".
 * An unverified or unknown ONG is "not found". The ONG itself also edits its page and sees its donations here.
 */
export default function OngPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const ong = useOng(id);
  const own = useOwnOng(ong.data?.isMine ?? false);
  usePageTitle(ong.data?.name ?? t('pages.ong.title'));
  const unavailable = (
    <Unavailable
      icon={IconBuildingCommunity}
      title={t('ongs.unavailableTitle')}
      description={t('ongs.unavailableText')}
    >
      <Button component={Link} to={hrefTo('ongs')} variant="light" w="fit-content">
        {t('ongs.seeAll')}
      </Button>
    </Unavailable>
  );
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <QueryView
        query={ong}
        loadingLabel={t('ongs.loading')}
        skeleton={<Skeleton h={240} radius="lg" />}
        errorTitle={t('ongs.loadError')}
        renderError={pageLoadError({ title: t('pages.ong.title'), unavailable })}
      >
        {(o) => (
          <Stack gap="lg">
            <OngHeader
              ong={o}
              verified={!o.isMine || own.data?.status !== 'pending'}
              actions={o.isMine ? null : <DonateButton ong={o} />}
            />
            <NeedLists lists={o.needLists} />
            {o.isMine && own.data ? <LazyOwnOngParts ong={own.data} /> : null}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
