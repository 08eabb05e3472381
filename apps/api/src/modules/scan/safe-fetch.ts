import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError } from '../../errors.js';
import { isPublicAddress } from './public-address.js';

export type SafeFetchOptions = {
  /** What we accept: HTML pages, images or plain text (robots.txt). Anything else is refused before reading it. */
  accept: 'html' | 'image' | 'text';
  maxBytes: number;
  /**
   * Tests only: allow 127.0.0.0/8 on any port, where the fixture shops listen. Set by
   * buildApp's `allowLoopbackFetch`, which no environment variable can reach.
   */
  allowLoopback?: boolean;
  /** One limit for the whole fetch, redirects included; 15 s unless a test shortens it. */
  deadlineMs?: number;
  /** A conditional GET (the refresh): the validators the shop gave last time. A 304 comes back with an empty body. */
  conditional?: { etag?: string | null; lastModified?: string | null };
};

export type Fetched = {
  url: string;
  contentType: string;
  body: Buffer;
  /** 200, or 304 for a conditional GET whose page has not changed. */
  status: number;
  etag?: string;
  lastModified?: string;
};

/** A shop's answer of 400 or more: what the person reads, plus the status and Retry-After for the refresh's back-off. */
export class ShopRefusal extends AppError {
  constructor(
    message: string,
    readonly shopStatus: number,
    readonly shopRetryAfter?: string,
  ) {
    super('BAD_REQUEST', message);
  }
}

const MAX_REDIRECTS = 3;
/** Longest silence on the socket. A shop trickling a byte a second never trips it, hence the deadline. */
const TIMEOUT_MS = 8000;
const DEADLINE_MS = 15_000;
/** Tests' fixture shops: any 127.x.y.z, so that different addresses are different shops. Never in production. */
const isTestLoopback = (host: string) => /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const tooSlow = () => refuse('La tienda tarda demasiado en responder. Inténtalo más tarde.');

/** An address we would visit at all: http(s), no credentials, no private literal address, the usual ports. */
export function checkUrl(raw: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('Ese enlace no es válido. Copia la dirección completa del producto, empezando por https://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refuse('Solo podemos leer enlaces que empiecen por https:// o http://');
  }
  if (url.username || url.password)
    throw refuse('Ese enlace lleva un usuario o una contraseña: copia el enlace sin ellos.');
  const loopbackTest = allowLoopback && isTestLoopback(url.hostname);
  // Node connects to an address written in the URL without any lookup, so literal
  // addresses are judged here; names are judged by guardedLookup at connection time.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !loopbackTest && !isPublicAddress(literal)) {
    throw refuse('Ese enlace apunta a una dirección que no podemos visitar.');
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  if (!loopbackTest && port !== 80 && port !== 443) throw refuse('Ese enlace usa un puerto que no leemos.');
  return url;
}

/**
 * The address is checked where the connection is made: the lookup we give to
 * http(s).request resolves the name and refuses it unless every address is
 * public, and the socket then connects to exactly that address. A name that
 * resolves differently a second later (DNS rebinding) gains nothing.
 * WHATWG URL parsing has already turned numeric forms (2130706433, 0x7f.1, 017700000001) into dotted addresses.
 */
const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const ok =
        list.length > 0 &&
        list.every((a) => isPublicAddress(a.address) || (allowLoopback && isTestLoopback(a.address)));
      if (!ok) return callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 4);
      const first = list[0] as { address: string; family: number };
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, first.address, first.family);
    });
  };

type Answer = {
  status: number;
  location?: string;
  contentType: string;
  body: Buffer;
  headers?: http.IncomingHttpHeaders;
};

function requestOnce(url: URL, opts: SafeFetchOptions, deadlineAt: number): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  let deadline: NodeJS.Timeout | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    const remaining = deadlineAt - Date.now();
    if (remaining <= 0) return reject(tooSlow());
    let response: http.IncomingMessage | undefined;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(Boolean(opts.allowLoopback)),
        timeout: TIMEOUT_MS,
        headers: { ...requestHeaders(opts.accept), ...conditionalHeaders(opts.conditional) },
      },
      (res) => {
        response = res;
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        if (status >= 300 && status < 400) {
          res.destroy();
          return resolve({
            status,
            location: res.headers.location,
            contentType,
            body: Buffer.alloc(0),
            headers: res.headers,
          });
        }
        const refused = refusalOf(res, status, contentType, opts);
        if (refused) {
          res.destroy();
          return reject(refused);
        }
        readBody(
          res,
          opts.maxBytes,
          (body) => resolve({ status, contentType, body, headers: res.headers }),
          reject,
        );
      },
    );
    // Settle first: what the destroyed request and response report afterwards is ignored.
    deadline = setTimeout(() => {
      reject(tooSlow());
      response?.destroy();
      req.destroy();
    }, remaining);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) =>
      reject(err instanceof AppError ? err : networkRefusal(err)),
    );
    req.end();
  });
  return answer.finally(() => clearTimeout(deadline));
}

/** Who we are to shops (and to their robots.txt): a name and a page that says how to reach us. */
export const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; DetalleBot/1.0; +https://detalle.app/bot)';

const ACCEPT = {
  html: 'text/html,application/xhtml+xml',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*',
  text: 'text/plain',
};
/**
 * `text` is robots.txt: text/plain by the standard, but a shop whose missing file answers with its HTML page (a
 * catch-all route) has no rules for us, which is what the parser makes of it; refusing it would stop the checks.
 */
const WANTED = {
  html: /^(text\/html|application\/xhtml\+xml)/,
  image: /^image\//,
  text: /^text\/(plain|html)/,
};

/** Only the two validators, and only printable ASCII: nothing a shop's stored value could smuggle into the request. */
function conditionalHeaders(conditional: SafeFetchOptions['conditional']) {
  const headers: Record<string, string> = {};
  const printable = (v: string | null | undefined) => (v && /^[\x20-\x7e]{1,500}$/.test(v) ? v : undefined);
  const etag = printable(conditional?.etag);
  const since = printable(conditional?.lastModified);
  if (etag) headers['if-none-match'] = etag;
  if (since) headers['if-modified-since'] = since;
  return headers;
}

function requestHeaders(accept: SafeFetchOptions['accept']) {
  return {
    'user-agent': BOT_USER_AGENT,
    accept: ACCEPT[accept],
    'accept-language': 'es-ES,es;q=0.9',
  };
}

/** Why an answer (not a redirect) is not read: an error status, the wrong type, or a declared size too big. */
function refusalOf(res: http.IncomingMessage, status: number, contentType: string, opts: SafeFetchOptions) {
  if (status >= 400)
    return new ShopRefusal(
      'La tienda no nos dejó ver esa página. Comprueba el enlace o añade el producto a mano.',
      status,
      typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined,
    );
  if (!WANTED[opts.accept].test(contentType))
    return refuse(
      opts.accept === 'image'
        ? 'La imagen del producto no es válida.'
        : 'Ese enlace no es una página de producto.',
    );
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > opts.maxBytes) return refuse('Esa página es demasiado grande para leerla.');
  return null;
}

/** Reads the body, stopping (and failing) as soon as it passes `maxBytes`, whatever its length header said. */
function readBody(
  res: http.IncomingMessage,
  maxBytes: number,
  done: (body: Buffer) => void,
  fail: (err: Error) => void,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      fail(refuse('Esa página es demasiado grande para leerla.'));
      return;
    }
    chunks.push(chunk);
  });
  res.on('end', () => done(Buffer.concat(chunks)));
  res.on('error', fail);
}

/** What the person reads when the shop cannot be reached: a private address, too slow, unknown, or else. */
function networkRefusal(err: NodeJS.ErrnoException) {
  if (err.code === 'EPRIVATE') return refuse('Ese enlace apunta a una dirección que no podemos visitar.');
  if (err.code === 'ETIMEDOUT')
    return refuse('La tienda tardó demasiado en responder. Inténtalo de nuevo en un momento.');
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return refuse(
      'No hemos podido llegar a esa tienda. Comprueba que el enlace esté completo, o añade el regalo a mano.',
    );
  return refuse('No pudimos abrir ese enlace. Inténtalo de nuevo o añade el producto a mano.');
}

/**
 * GET with every hop checked: scheme, port, public address, at most 3 redirects,
 * an idle time-out, one deadline for the whole fetch and a size cap.
 */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions): Promise<Fetched> {
  const deadlineAt = Date.now() + (opts.deadlineMs ?? DEADLINE_MS);
  let url = checkUrl(rawUrl, Boolean(opts.allowLoopback));
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const res = await requestOnce(url, opts, deadlineAt);
    if (!res.location) {
      const header = (name: string) => {
        const v = res.headers?.[name];
        return typeof v === 'string' ? v : undefined;
      };
      return {
        url: url.toString(),
        contentType: res.contentType,
        body: res.body,
        status: res.status,
        etag: header('etag'),
        lastModified: header('last-modified'),
      };
    }
    if (hop === MAX_REDIRECTS) throw refuse('Ese enlace redirige demasiadas veces.');
    url = checkUrl(new URL(res.location, url).toString(), Boolean(opts.allowLoopback));
  }
  throw refuse('Ese enlace redirige demasiadas veces.');
}
