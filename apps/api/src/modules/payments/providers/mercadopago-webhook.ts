import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import { z } from 'zod';
import { AppError } from '../../../errors.js';
import { nestsDeeperThan } from './json-depth.js';
import type { ProviderEvent } from './provider.js';

/**
 * MercadoPago's webhooks. Each delivery carries `x-signature: ts=<seconds>,v1=<hex>` and `x-request-id`; `v1` is
 * the HMAC-SHA256, keyed with the webhook's secret signature, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` (a part whose value is missing is left out, and an
 * alphanumeric `data.id` is written in lower case). The HMAC is checked by the SDK's own
 * `WebhookSignatureValidator`, in constant time; the clock check is ours, to say why in Spanish.
 *
 * What the signature covers is only the resource's id, the delivery's id and the time: not the rest of the
 * body. So nothing in the body is trusted beyond "MercadoPago says payment <data.id> changed"; processing
 * re-reads that payment from MercadoPago (`MercadoPagoProvider.chargeForEvent`). `data.id` is read from the
 * body, which MercadoPago also appends to the notification URL as `?data.id=`: the two are the same value, and
 * the route hands us only the body and headers.
 *
 * The event's id is MercadoPago's notification id (the body's `id`): a retried delivery of one notification
 * keeps it (the core stores it once and ignores the repeat), and `payment.created` and `payment.updated` of
 * one payment are two notifications with two ids, so neither hides the other.
 */

/** A signature more than five minutes from our clock, either way, is refused (a replay, or a clock gone wrong). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** An event nests three levels (`data.id`); anything much deeper is not one. */
const MAX_EVENT_DEPTH = 16;

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/** The `ts=` of `x-signature`, or null unless there is exactly one and it is a number of seconds. */
function signatureTimestamp(header: string): number | null {
  const stamps = header
    .split(',')
    .map((part) => part.split('=').map((s) => s.trim()))
    .filter(([key]) => key?.toLowerCase() === 'ts');
  const value = stamps.length === 1 ? stamps[0]?.[1] : undefined;
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

const idShape = z.union([z.string().min(1).max(255), z.number().int().nonnegative()]).transform(String);

/** The fields we read of a notification (the rest is stored raw). */
const notificationShape = z.object({
  id: idShape,
  type: z.string().min(1).max(100),
  action: z.string().min(1).max(100).nullish(),
  data: z.object({ id: idShape }),
});
export type MercadoPagoNotification = z.infer<typeof notificationShape>;

const refused = (why: string) =>
  new AppError('BAD_REQUEST', `La firma del aviso de MercadoPago no es válida${why}`);
const invalidEvent = (why: string) =>
  new AppError(
    'WEBHOOK_INVALID',
    `${why} No se ha guardado. Si lo envió MercadoPago, revisa su configuración.`,
  );

/** `data.id` of a body when it has one, before anything else is trusted: it is part of the signed manifest. */
function dataIdOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const data = (json as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return undefined;
  const id = (data as { id?: unknown }).id;
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : undefined;
  return text && /[a-z]/i.test(text) ? text.toLowerCase() : text;
}

export function parseMercadoPagoWebhook(
  input: { rawBody: Buffer; headers: Record<string, string | string[] | undefined> },
  secret: string,
  now: () => number = Date.now,
): ProviderEvent {
  const signature = headerOf(input.headers, 'x-signature');
  if (!signature)
    throw new AppError('BAD_REQUEST', 'Falta la firma de MercadoPago en el aviso (x-signature).');
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null) throw refused('.');
  if (Math.abs(Math.floor(now() / 1000) - signedAt) > WEBHOOK_TOLERANCE_SECONDS) {
    throw refused(
      ': su hora se aleja más de 5 minutos de la nuestra. Comprueba que el reloj del servidor está en hora; ' +
        'MercadoPago reintentará el aviso.',
    );
  }

  const payload = input.rawBody.toString('utf8');
  // The body is read before the signature is checked only to find `data.id`, which the signature covers.
  let json: unknown;
  const tooDeep = nestsDeeperThan(payload, MAX_EVENT_DEPTH);
  if (!tooDeep) {
    try {
      json = JSON.parse(payload);
    } catch {
      json = undefined;
    }
  }
  try {
    WebhookSignatureValidator.validate({
      xSignature: signature,
      xRequestId: headerOf(input.headers, 'x-request-id'),
      dataId: dataIdOf(json),
      secret,
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) throw refused('.');
    throw error;
  }

  if (tooDeep)
    throw invalidEvent(`El aviso de MercadoPago anida más de ${MAX_EVENT_DEPTH} niveles: no es un evento.`);
  if (json === undefined) throw invalidEvent('El aviso de MercadoPago no es un JSON válido.');
  const notification = notificationShape.safeParse(json);
  if (!notification.success)
    throw invalidEvent(
      'Al aviso de MercadoPago le falta su id, su tipo (type) o el id de lo que trata (data.id).',
    );
  const { id, type, action } = notification.data;
  return {
    id,
    type: action ?? type,
    payload,
    // The notification names MercadoPago's payment, not the preference (our charge) nor our payment: see
    // `MercadoPagoProvider.chargeForEvent`, which reads the payment to find both.
    chargeRef: null,
    refundRef: null,
    accountRef: null,
    setupRef: null,
    paymentId: null,
  };
}

/** The notification in a stored event's payload (already verified when it was received). */
export function notificationOf(event: Pick<ProviderEvent, 'payload'>): MercadoPagoNotification | null {
  try {
    const parsed = notificationShape.safeParse(JSON.parse(event.payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
