import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsReady } from '@/components/feedback/deferred-hosts';
import { i18n } from '@/i18n';

/** Long choices wrap onto a second line on a phone instead of being cut. */
const wrapping = {
  root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

/** What the owner chose before sharing a list not everyone may open: open it to the link, share as it is, or not. */
export type ShareChoice = 'open' | 'as-is' | null;

/**
 * Asked before "Compartir" or the QR of a friends-only or private list: whoever receives the link would read
 * "Esta lista es solo para amigos". One tap opens it to anyone with the link (listed nowhere) and then shares;
 * a friends-only list may also be shared as it is, said plainly. Closing the dialog shares nothing.
 */
export function askHowToShare(visibility: 'friends' | 'private'): Promise<ShareChoice> {
  const t = i18n.t.bind(i18n);
  return new Promise((resolve) => {
    let chosen: ShareChoice = null;
    void whenModalsReady().then(() => {
      const id = modals.open({
        title: t(`lists.shareReach.${visibility}Title`),
        centered: true,
        onClose: () => resolve(chosen),
        children: (
          <Stack gap="sm">
            <Text size="sm">{t(`lists.shareReach.${visibility}Message`)}</Text>
            <Button
              styles={wrapping}
              onClick={() => {
                chosen = 'open';
                modals.close(id);
              }}
            >
              {t('lists.shareReach.open')}
            </Button>
            {visibility === 'friends' ? (
              <Button
                variant="default"
                styles={wrapping}
                onClick={() => {
                  chosen = 'as-is';
                  modals.close(id);
                }}
              >
                {t('lists.shareReach.asIs')}
              </Button>
            ) : null}
            <Button variant="subtle" color="gray" onClick={() => modals.close(id)}>
              {t('common.cancel')}
            </Button>
          </Stack>
        ),
      });
    });
  });
}
