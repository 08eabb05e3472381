import { Stack, Text } from '@mantine/core';
import { Sticker } from '@/components/stickers/stickers';
import { Trans } from '@/i18n';
import classes from './MessageContent.module.css';
import type { MessageThanks } from './message-data';

/**
 * "Ana García te ha enviado un mensaje de agradecimiento", with a sticker and the message itself; a note from a
 * couple says "Lucía y Marcos te han enviado…" and is signed with both names.
 */
export function ThankYou({ agradecimiento }: { agradecimiento: MessageThanks }) {
  const { fullname, message, sticker = 'corazon', signedByMany = false } = agradecimiento;
  return (
    <Stack gap="sm" align="center" className={classes.thanks}>
      <Sticker id={sticker} size={96} />
      <Text size="lg">
        <Trans
          i18nKey={signedByMany ? 'modal.thanksLineMany' : 'modal.thanksLine'}
          values={{ fullname }}
          components={{ strong: <strong /> }}
        />
      </Text>
      {message ? (
        <blockquote className={classes.quote}>
          <Text inherit>{message}</Text>
        </blockquote>
      ) : null}
      {signedByMany ? (
        <Text fw={500} className={classes.signature}>
          {fullname}
        </Text>
      ) : null}
    </Stack>
  );
}
