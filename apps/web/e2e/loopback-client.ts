import { request } from 'node:http';

/**
 * A JSON POST sent from another loopback address (127.0.0.x). Every spec shares
 * one server, and the API limits sign-ups per address (10 an hour): the
 * accounts a spec creates only to set the scene come from their own address, so
 * they leave the browser's allowance (127.0.0.1) to the journeys that test it.
 */
export function postJsonFrom<T>(
  localAddress: string,
  url: string,
  body: unknown,
): Promise<{ status: number; json: T }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || 'null') as T }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
