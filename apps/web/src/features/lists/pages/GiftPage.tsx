import { Button } from '@mantine/core';
import { IconGift, IconLock, IconPlaylistX, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageLoadError } from '@/components/feedback/page-load-error';
import { QueryView } from '@/components/feedback/QueryView';
import { Unavailable } from '@/components/feedback/Unavailable';
import { InfoPage } from '@/components/InfoPage';
import { SignInButtons } from '@/components/SignInButtons';
import { DirectTransferSection } from '@/features/direct-transfers';
import { chipInSlot, DonateInstead, guestChipInSlot } from '@/features/wallet';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useIsLoggedIn } from '@/lib/session';
import { useSharedList } from '../api/get-shared-list';
import { GuestLinkPanel } from '../components/GuestLinkPanel';
import { SharedListView } from '../components/SharedListView';
import { ACTION_PARAM, LIST_PARAM, RELEASE_ACTION, RESERVATION_PARAM } from '../lib/paths';

/**
 * `regalar?lista={id}`: the page a list's share link and QR open, signed in or not (no guard). A guest's
 * e-mailed links land here too (`&reserva=<token>`, and `&accion=liberar` for letting go).
 * Without `lista` it keeps the seed's page that says what `regalar` is for.
 */
export default function GiftPage() {
  const [search] = useSearchParams();
  const id = search.get(LIST_PARAM);
  if (!id) return <InfoPage page="regalar" icon={IconGift} />;
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
        unavailable: <SharedListUnavailable error={list.error} />,
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
                <DonateInstead ong={data.charity} who={data.owner.name} inLieuOf={{ listId: data.id }} />
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

/** Friends-only and private lists say which (the API's LIST_FOR_FRIENDS, LIST_PRIVATE) and offer signing in. */
function SharedListUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const code = isApiError(error) ? error.code : null;
  const next = `${location.pathname}${location.search}`;
  const [icon, title] =
    code === 'LIST_FOR_FRIENDS'
      ? [IconUsers, t('giving.unavailable.friendsTitle')]
      : code === 'LIST_PRIVATE'
        ? [IconLock, t('giving.unavailable.privateTitle')]
        : [IconPlaylistX, t('giving.unavailable.goneTitle')];
  const description =
    code && isApiError(error) && code !== 'NOT_FOUND' ? error.message : t('giving.unavailable.gone');
  return (
    <Unavailable icon={icon} title={title} description={description}>
      {isLoggedIn ? (
        <Button component={Link} to={paths.lista.path} variant="light" w="fit-content">
          {t('giving.unavailable.toLists')}
        </Button>
      ) : (
        <SignInButtons next={next} />
      )}
    </Unavailable>
  );
}
