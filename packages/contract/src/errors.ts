import { z } from 'zod';
import { fieldErrorSchema } from './field-error.js';

/**
 * Stable, English error identifiers. The HTTP status travels with the code so
 * the API and the web app agree on what each one means. Messages are Spanish
 * and written to be shown to the person as they are.
 */
export const errorCatalogue = {
  VALIDATION_ERROR: { status: 400, message: 'Revisa los datos marcados e inténtalo de nuevo.' },
  BAD_REQUEST: {
    status: 400,
    message: 'No hemos entendido la petición. Revisa los datos e inténtalo de nuevo.',
  },
  // A payment provider's notice (webhook) correctly signed but not an event we can read: refused, kept nowhere.
  WEBHOOK_INVALID: {
    status: 400,
    message: 'El aviso del proveedor de pagos no tiene la forma de un evento y no se ha guardado.',
  },
  UNAUTHORIZED: { status: 401, message: 'Tu sesión no es válida o ha caducado. Inicia sesión de nuevo.' },
  FORBIDDEN: { status: 403, message: 'No tienes permiso para hacer esto.' },
  NOT_FOUND: {
    status: 404,
    message: 'No encontramos lo que buscas. Puede que se haya borrado o que el enlace no sea correcto.',
  },
  CONFLICT: {
    status: 409,
    message: 'Esto ya existe o ha cambiado mientras lo editabas. Recarga e inténtalo de nuevo.',
  },
  // Refusals that a 409 alone cannot tell apart: each has its own code, so a client can react to one
  // (offer another gift, open the event's list) without reading the message. The message is the default
  // text; the API may send a more precise one (with the limit's number, for instance).
  EVENT_HAS_LIST: { status: 409, message: 'Ese evento ya tiene una lista de regalos.' },
  LIST_FULL: {
    status: 409,
    message: 'Esta lista ya tiene el máximo de regalos. Quita alguno o empieza otra lista.',
  },
  OWN_LIST_GIFT: { status: 409, message: 'Es tu propia lista: deja que te sorprendan.' },
  GIFT_TAKEN: { status: 409, message: 'Alguien ya ha reservado este regalo. Elige otro de la lista.' },
  GIFT_HAS_CONTRIBUTIONS: {
    status: 409,
    message: 'Este regalo ya tiene aportaciones de otras personas: puedes aportar tú también.',
  },
  NOT_GROUP_GIFT: {
    status: 409,
    message:
      'Este regalo no es un regalo en grupo: no se puede aportar dinero a él. Puedes reservarlo o comprarlo tú.',
  },
  GIFT_CLOSED: {
    status: 409,
    message: 'Este regalo ya no admite aportaciones: se ha cerrado. Elige otro regalo de la lista.',
  },
  GOAL_EXCEEDED: { status: 409, message: 'Eso es más de lo que falta para este regalo. Revisa la cantidad.' },
  GIFT_NOT_RESERVED_BY_YOU: { status: 409, message: 'Este regalo no lo tienes reservado tú.' },
  GIFT_NOT_RESERVED: { status: 409, message: 'Este regalo ya no está reservado.' },
  RESERVE_BEFORE_GIVEN: {
    status: 409,
    message: 'Primero reserva el regalo; después podrás marcarlo como entregado.',
  },
  NOT_REVEALED_YET: {
    status: 409,
    message:
      'Aún no puedes saber quién te lo regaló: podrás agradecerlo el día de la lista, o antes si pulsas «Ya lo he abierto todo».',
  },
  ALREADY_THANKED: { status: 409, message: 'Ya has dado las gracias por esto.' },
  LIST_FOR_FRIENDS: {
    status: 403,
    message: 'Esta lista solo la ven los amigos de quien la hizo. Si sois amigos, inicia sesión para verla.',
  },
  LIST_PRIVATE: {
    status: 403,
    message: 'Esta lista es privada: solo la ve quien la hizo. Si es tuya, inicia sesión para verla.',
  },
  GUEST_LINK_EXPIRED: {
    status: 410,
    message: 'Este enlace ha caducado y la reserva no se ha hecho. Vuelve a la lista y resérvalo de nuevo.',
  },
  FAVORITES_FULL: {
    status: 409,
    message: 'Ya tienes el máximo de favoritos. Quita alguno que ya no necesites para guardar este.',
  },
  FRIEND_REQUEST_CHANGED: { status: 409, message: 'La solicitud acaba de cambiar. Vuelve a intentarlo.' },
  DRAW_CLOSED: {
    status: 409,
    message:
      'Ya no se puede entrar en este sorteo: se ha hecho o ha acabado el plazo. Habla con quien lo organiza.',
  },
  DRAW_FULL: { status: 409, message: 'Este sorteo ya tiene el máximo de participantes.' },
  DRAW_TOO_FEW: { status: 409, message: 'Hacen falta al menos 3 participantes para hacer el sorteo.' },
  DRAW_ALREADY_DONE: { status: 409, message: 'El sorteo ya está hecho. Si hace falta, puedes repetirlo.' },
  DRAW_NOT_DONE: { status: 409, message: 'Todavía no se ha hecho el sorteo. Te avisaremos cuando esté.' },
  DRAW_IMPOSSIBLE: {
    status: 409,
    message:
      'Con estas reglas no hay forma de hacer el sorteo. Quita alguna exclusión o añade participantes.',
  },
  DRAW_RESULT_SEEN: {
    status: 409,
    message: 'Alguien ya ha visto a quién le regala: para repetir el sorteo hay que avisar a todo el mundo.',
  },
  DRAW_EXCHANGE_PASSED: {
    status: 409,
    message: 'El día del intercambio ya ha llegado: el sorteo no se puede repetir.',
  },
  DRAW_NOT_YET_REVEALABLE: {
    status: 409,
    message: 'Hasta el día del intercambio nadie puede descubrirse. ¡Aguanta el secreto!',
  },
  ALREADY_ORGANISER: { status: 409, message: 'Ya organizas este evento.' },
  LAST_OWNER: {
    status: 409,
    message: 'Eres la única persona al frente: invita a alguien antes de salir.',
  },
  OWNERS_FULL: {
    status: 409,
    message: 'Ya se ha llegado al máximo de personas al frente, contando las invitaciones abiertas.',
  },
  /** The giver's page named an owner of the list or event who no longer receives its money (the owners chose another). */
  RECEIVER_CHANGED: {
    status: 409,
    message: 'Ha cambiado quién recibe el dinero de esta lista. Recarga la página y vuelve a intentarlo.',
  },
  DEPENDENT_HAS_MONEY: {
    status: 409,
    message:
      'Su hucha aún tiene dinero, o le llega dinero en camino: no se puede borrar el perfil. Pasa el dinero a tu billetera, o entrégale el perfil cuando pueda tener su propia cuenta y el dinero será suyo.',
  },
  /** «Pasar a mi billetera» asked for more than the hucha has available (another guardian may have moved it). */
  HUCHA_TOO_LOW: {
    status: 409,
    message:
      'Su hucha no tiene tanto dinero disponible: puede que otra persona que lo cuida lo haya pasado antes. Revisa la cantidad.',
  },
  HANDOVER_EMAIL_TAKEN: {
    status: 409,
    message:
      'Ese correo ya tiene una cuenta en Detalle. El perfil solo se puede entregar a un correo sin cuenta.',
  },
  HANDOVER_GONE: {
    status: 410,
    message:
      'Este enlace para recibir el perfil ya no vale: ha caducado, se ha usado o lo han retirado. Pide otro.',
  },
  DEPENDENTS_FULL: {
    status: 409,
    message:
      'Ya has creado el máximo de perfiles de tu familia. Borra alguno que ya no uses para crear otro.',
  },
  OWNER_INVITE_GONE: {
    status: 410,
    message: 'Esta invitación ya no vale: ha caducado, se ha usado o la han retirado. Pide otra.',
  },
  ORGANISER_CANNOT_LEAVE: { status: 409, message: 'Organizas este evento: si no se celebra, bórralo.' },
  EVENT_JOIN_CLOSED: {
    status: 409,
    message:
      'Ya ha pasado la fecha límite para unirse a este evento. Si aún quieres ir, escribe a quien lo organiza.',
  },
  PUSH_DEVICE_TAKEN: {
    status: 409,
    message:
      'Este navegador ya recibe las notificaciones de otra cuenta con la sesión abierta. Cierra esa sesión aquí y vuelve a activarlas.',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: 'Ese correo ya está registrado. Inicia sesión o recupera tu contraseña.',
  },
  MOBILE_TAKEN: {
    status: 409,
    message: 'Ese número de móvil ya está registrado. Inicia sesión o recupera tu contraseña.',
  },
  // Money (wallet, payments, payouts).
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'Esa clave de operación ya se usó con otros datos. Vuelve a empezar la operación.',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    status: 409,
    message: 'Esta operación ya está en marcha. Espera unos segundos y comprueba tu billetera.',
  },
  PAYMENT_TO_SELF: { status: 409, message: 'No puedes enviarte dinero a ti mismo.' },
  ONG_ONLY: {
    status: 403,
    message: 'Esto solo lo puede hacer una organización (ONG) registrada. Entra con la cuenta de la ONG.',
  },
  ONG_NOT_VERIFIED: {
    status: 409,
    message: 'Esta ONG aún no está verificada, así que todavía no puede recibir dinero. Prueba más adelante.',
  },
  CARD_REQUIRED: { status: 409, message: 'Añade una tarjeta en tu billetera para poder pagar.' },
  CARD_NOT_TEST: {
    status: 400,
    message:
      'En el modo de prueba solo se aceptan tarjetas de prueba, como 4242 4242 4242 4242. No escribas los datos de una tarjeta real.',
  },
  CARD_EXPIRED: { status: 400, message: 'La tarjeta está caducada. Revisa la fecha o usa otra tarjeta.' },
  CARD_DECLINED: { status: 402, message: 'El banco ha rechazado la tarjeta. Prueba con otra tarjeta.' },
  INSUFFICIENT_FUNDS: {
    status: 402,
    message: 'La tarjeta no tiene saldo suficiente. Prueba con otra tarjeta o con una cantidad menor.',
  },
  PAYMENT_STATE_CHANGED: {
    status: 409,
    message: 'Este pago acaba de cambiar de estado. Recarga para ver cómo está.',
  },
  NOT_REFUNDABLE: {
    status: 409,
    message: 'Este pago ya no se puede devolver: el dinero ya se ha retirado o ya se devolvió.',
  },
  BANK_ACCOUNT_INVALID: {
    status: 400,
    message: 'Ese número de cuenta no es válido. Revisa el IBAN o la CLABE, sin olvidar ninguna cifra.',
  },
  BANK_REQUIRED: { status: 409, message: 'Añade la cuenta bancaria donde quieres recibir el dinero.' },
  PAYOUT_ONBOARDING_REQUIRED: {
    status: 409,
    message: 'Antes de retirar dinero, completa tus datos con nuestro proveedor de pagos.',
  },
  BALANCE_TOO_LOW: {
    status: 409,
    message: 'No tienes tanto saldo disponible. Revisa la cantidad.',
  },
  BALANCE_NOT_EMPTY: {
    status: 409,
    message: 'Aún tienes dinero en tu billetera. Retíralo a tu cuenta bancaria antes de borrar tu cuenta.',
  },
  PAYMENTS_UNAVAILABLE: {
    status: 503,
    message: 'Los pagos no están disponibles ahora mismo. No se ha cobrado nada: inténtalo en unos minutos.',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: 'El correo, el móvil o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
  },
  WRONG_PASSWORD: { status: 403, message: 'La contraseña actual no es correcta.' },
  INVALID_CODE: {
    status: 400,
    message: 'El código no es correcto o ha caducado. Pide uno nuevo si hace falta.',
  },
  INVALID_LINK: { status: 400, message: 'El enlace no es válido o ha caducado. Pide uno nuevo.' },
  SOCIAL_LOGIN_FAILED: {
    status: 401,
    message: 'No pudimos comprobar tu cuenta. Vuelve a intentarlo o entra con tu correo.',
  },
  SOCIAL_DISABLED: {
    status: 404,
    message: 'Este modo de inicio de sesión no está disponible. Entra con tu correo o tu móvil.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'Lo que has enviado es demasiado grande. Prueba con un archivo o texto más pequeño.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'La petición ha tardado demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  },
  URI_TOO_LONG: {
    status: 414,
    message: 'La dirección es demasiado larga. Revisa el enlace e inténtalo de nuevo.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    message:
      'La petición lleva demasiados datos en sus cabeceras. Cierra sesión, vuelve a entrar e inténtalo de nuevo.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Ese formato no está admitido. Envía los datos como JSON.',
  },
  RATE_LIMITED: {
    status: 429,
    message: 'Has hecho demasiados intentos seguidos. Espera un momento y vuelve a probar.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en unos minutos.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible ahora mismo. Vuelve a intentarlo en unos segundos.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
