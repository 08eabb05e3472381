import { formatMoney, quoted } from '@detalle/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { directTransferPledges } from '../../db/schema/index.js';
import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml, mailButton, mailLayout } from '../accounts/index.js';
import { ownerIdsOf } from '../lists/index.js';

/**
 * What a direct transfer tells people, through the outbox in the change's transaction: the owner hears of each
 * declaration (the giver named only when `giverShown` allows), the giver of the owner's answer — in the app, or
 * by e-mail for a guest.
 */
type Pledge = typeof directTransferPledges.$inferSelect;
const moneyOf = (p: Pledge) => formatMoney({ amount: p.amount, currency: p.currency });
const forWhat = (giftName: string | null) => (giftName ? ` para ${quoted(giftName)}` : '');

/** Every owner of the list hears of it: any of them may confirm it. */
export async function notifyOwnerOfPledge(
  app: AppContext,
  tx: Db,
  p: Pledge,
  to: { listId: string; giftName: string | null; giverName: string | null },
) {
  const who = to.giverName ?? 'Alguien';
  for (const ownerId of await ownerIdsOf(tx, to.listId))
    await app.notify(
      {
        userId: ownerId,
        type: 'direct_transfer',
        title: `${who} dice que te ha hecho una transferencia de ${moneyOf(p)}${forWhat(to.giftName)}`,
        body: `Referencia ${p.reference}. Cuando la veas en tu banco, confírmalo en la lista: «Me ha llegado».`,
        data: { listId: p.listId, giftId: p.giftId ?? '', pledgeId: p.id },
      },
      tx,
    );
}

/** The owner's answer, to the giver: in the app for a person, by e-mail for a guest. */
export async function notifyGiverOfDecision(
  app: AppContext,
  tx: Db,
  p: Pledge,
  about: { ownerName: string; giftName: string | null; listName: string },
) {
  const money = moneyOf(p);
  const arrived = p.status === 'confirmed';
  const title = arrived
    ? `A ${about.ownerName} le ha llegado tu transferencia de ${money}${forWhat(about.giftName)}`
    : `${about.ownerName} dice que no le ha llegado tu transferencia de ${money}${forWhat(about.giftName)}`;
  const body = arrived
    ? '¡Gracias! Ya cuenta en la lista.'
    : `Revisa en tu banco que salió a su IBAN con la referencia ${p.reference}. Si salió bien, díselo.`;
  if (p.giverId) {
    await app.notify(
      { userId: p.giverId, type: 'direct_transfer', title, body, data: { listId: p.listId, pledgeId: p.id } },
      tx,
    );
    return;
  }
  if (p.guestEmail)
    await app.mailer.send(
      decisionMail({
        to: p.guestEmail,
        name: p.guestName ?? '',
        subject: title,
        body,
        listName: about.listName,
        link: `${app.config.publicUrl}/regalar?lista=${p.listId}`,
      }),
      tx,
    );
}

function decisionMail(m: {
  to: string;
  name: string;
  subject: string;
  body: string;
  listName: string;
  link: string;
}): Mail {
  return {
    to: m.to,
    kind: 'direct_transfer_decision',
    subject: m.subject,
    html: mailLayout(
      m.subject,
      `<p>Hola, ${escapeHtml(m.name)}:</p><p>${escapeHtml(m.subject)}.</p><p>${escapeHtml(m.body)}</p>
${mailButton(m.link, `Ver la lista «${m.listName}»`)}`,
    ),
    text: `Hola, ${m.name}:\n\n${m.subject}.\n${m.body}\n\nLa lista «${m.listName}»:\n${m.link}\n`,
  };
}
