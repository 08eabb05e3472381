import { listIdFromLink } from '@detalle/contract';
import { useSearchParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { DirectTransferSection } from '@/features/direct-transfers';
import { chipInSlot, DonateInstead, guestChipInSlot } from '@/features/wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { useTranslation } from '@/i18n';
import { everyoneOf } from '@/lib/together';
import { useSharedList } from '../api/get-shared-list';
import { GuestLinkPanel } from '../components/GuestLinkPanel';
import { ListFinder } from '../components/ListFinder';
import { SharedListBlocked } from '../components/SharedListBlocked';
import { SharedListView } from '../components/SharedListView';
import { ACTION_PARAM, LIST_PARAM, RELEASE_ACTION, RESERVATION_PARAM, SEARCH_PARAM } from '../lib/paths';

/**
 * `regalar?lista={id}`: the page a list's share link and QR open, signed in or not (no guard). A guest's
 * e-mailed links land here too (`&reserva=<token>`, and `&accion=liberar` for letting go).
 * Without a list it says what `regalar` is for and how to find one (`ListFinder`).
 */
export default function GiftPage() {
  const [search] = useSearchParams();
  const link = search.get(LIST_PARAM) ?? '';
  // `lista` may be a pasted link or code (the finder's form works without JavaScript): only a list id opens.
  const id = listIdFromLink(link);
  if (!id) return <ListFinder link={link} search={search.get(SEARCH_PARAM) ?? ''} />;
  return (
    <SharedListPage
      id={id}
      token={search.get(RESERVATION_PARAM)}
      release={search.get(ACTION_PARAM) === RELEASE_ACTION}
    />
  );
}

function SharedListPage({ id, token, release }: { id: string; token: string | null; release: boolean }) {
  const { t } = useTranslation();
  const list = useSharedList(id);
  usePageTitle(list.data?.name ?? t('pages.regalar.title'));
  return (
    <QueryView
      query={list}
      loadingLabel={t('giving.loading')}
      errorTitle={t('giving.error')}
      renderError={pageLoadError({
        title: t('giving.error'),
        unavailable: <SharedListBlocked listId={id} error={list.error} />,
      })}
    >
      {(data) => (
        <SharedListView
          list={data}
          notice={
            <>
              {token ? <GuestLinkPanel key={token} token={token} release={release} /> : null}
              {data.viewer.isOwner ? null : (
                <DirectTransferSection
                  listId={data.id}
                  ownerName={data.owner.name}
                  gifts={data.gifts}
                  reveal={data.reveal}
                />
              )}
              {data.charity && !data.viewer.isOwner ? (
                <DonateInstead
                  ong={data.charity}
                  who={everyoneOf(data.owner, data.owners).map((o) => o.name)}
                  inLieuOf={{ listId: data.id }}
                />
              ) : null}
            </>
          }
          chipIn={chipInSlot}
          guestChipIn={guestChipInSlot}
        />
      )}
    </QueryView>
  );
}
