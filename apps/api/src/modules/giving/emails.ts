import { type GiverSecrecy, GUEST_CONFIRM_HOURS, type GuestIntent, quoted } from '@detalle/contract';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import { dayText } from './preview.js';

type GuestClaimMail = {
  to: string;
  name: string;
  intent: GuestIntent;
  giftName: string;
  ownerName: string;
  listName: string;
  /** When the owner will know it was them, as the list's reveal and their choice stand now. */
  secrecy: GiverSecrecy;
  /** The list's reveal day (its date, else its event's), for `untilDate`. */
  revealsOn: string | null;
  /** Opens the list and confirms the claim. */
  confirmLink: string;
  /** Opens the list and offers to let the gift go. */
  releaseLink: string;
};

/** What the guest is told about the owner knowing it was them: the same cases as the web's forms. */
function secrecySentence(owner: string, secrecy: GiverSecrecy, revealsOn: string | null): string {
  switch (secrecy) {
    case 'hidden':
      return `${owner} verá que alguien se lo regala, pero no sabrá quién.`;
    case 'opened':
      return `${owner} ya ha abierto sus regalos: sabrá que se lo regalas tú en cuanto lo confirmes.`;
    case 'dayCame':
      return `Ya ha llegado el día de la lista: ${owner} sabrá que se lo regalas tú en cuanto lo confirmes.`;
    case 'untilDate':
      return `${owner} no sabrá que se lo regalas tú hasta el ${revealsOn ? dayText(revealsOn) : ''}, o hasta que abra todos sus regalos si lo hace antes.`;
    case 'untilOpened':
      return `${owner} no sabrá que se lo regalas tú hasta que abra todos sus regalos.`;
  }
}

/**
 * To a guest who said "Lo compro yo" (or "Ya lo compré por mi cuenta"): one link confirms it, another lets it go.
 * The owner's surprise is kept: nothing here goes to them, and what the guest is told about it is true for the list
 * as it stands (`giverSecrecy`).
 */
export function guestClaimMail(m: GuestClaimMail): Mail {
  const bought = m.intent === 'bought';
  const subject = bought
    ? `Confirma que ya compraste ${quoted(m.giftName)}`
    : `Confirma tu reserva de ${quoted(m.giftName)}`;
  const what = bought
    ? `que ya has comprado ${quoted(m.giftName)} de la lista ${quoted(m.listName)} de ${m.ownerName}`
    : `que regalarás ${quoted(m.giftName)} de la lista ${quoted(m.listName)} de ${m.ownerName}`;
  const until = bought
    ? 'Hasta que lo confirmes, el regalo sigue libre en la lista.'
    : `Hasta que la confirmes, el regalo sigue libre y otra persona podría reservarlo. El enlace vale durante ${GUEST_CONFIRM_HOURS} horas.`;
  const confirmLabel = bought ? 'Sí, ya lo he comprado' : 'Confirmar mi reserva';
  const secret = secrecySentence(m.ownerName, m.secrecy, m.revealsOn);
  return {
    to: m.to,
    kind: bought ? 'guest_bought' : 'guest_reserve',
    subject,
    html: mailLayout(
      subject,
      `<p>¡Hola, ${escapeHtml(m.name)}!</p><p>Nos has dicho ${escapeHtml(what)}. ${escapeHtml(until)}</p>
${mailButton(m.confirmLink, confirmLabel)}
<p>${escapeHtml(secret)}</p>
<p style="font-size:14px;color:#7a6a62">¿Ya no puedes regalarlo? <a href="${escapeHtml(m.releaseLink)}">Déjalo libre</a> para que otra persona pueda regalarlo.<br>
Si el botón no funciona, copia esta dirección en tu navegador:<br>${escapeHtml(m.confirmLink)}</p>`,
    ),
    text: `¡Hola, ${m.name}!\n\nNos has dicho ${what}. ${until}\n\n${confirmLabel}:\n${m.confirmLink}\n\n${secret}\n\n¿Ya no puedes regalarlo? Déjalo libre aquí:\n${m.releaseLink}\n\nSi no fuiste tú, ignora este correo.`,
  };
}
