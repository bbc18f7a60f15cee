/**
 * How one request travels: fetch, or XMLHttpRequest when the caller asks for upload progress
 * (fetch reports none). Both give up when nothing has been heard for REQUEST_TIMEOUT_MS, so a
 * guest is never left on a spinner by a server that does not answer.
 */
import { parseResponseText, UNKNOWN_ERROR_MESSAGE } from './apiExtra';
import { takeStartCall } from '../lib/startCalls';

/**
 * Every call gives up after 30 s without news: no response for a plain call, no byte sent or
 * received for an upload (a slow but moving upload keeps going). A deliberate departure from the
 * spec's "no timeout" default. setTimeout-based, so a browser test can fast-forward it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Exchange {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData | Blob;
  /** How to read a 2xx answer; `blob` for PDFs (fetch only). */
  responseHandler?: 'json' | 'blob';
  /** The caller's cancel (RTK Query's signal). */
  signal: AbortSignal;
  /** Percent of the request body sent, 0 to 100; asking for it sends through XMLHttpRequest. */
  onUploadProgress?: (percent: number) => void;
  /** Called as soon as a response's status and headers are in, before its body is read. */
  onHeaders: (status: number, lastAccess: string | null) => void;
}

export type Outcome =
  | { kind: 'answer'; status: number; lastAccess: string | null; readable: boolean; body: unknown }
  /** Status and headers came, the body did not (a cut connection). */
  | { kind: 'unread'; status: number; lastAccess: string | null; message: string }
  | { kind: 'timeout' | 'cancelled' | 'network'; message: string };

const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;

/** Calls `onExpire` once REQUEST_TIMEOUT_MS pass without a `poke()`. */
function watchdog(onExpire: () => void) {
  let timer = setTimeout(onExpire, REQUEST_TIMEOUT_MS);
  return {
    poke: () => {
      clearTimeout(timer);
      timer = setTimeout(onExpire, REQUEST_TIMEOUT_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

const timedOut = (): Outcome => ({ kind: 'timeout', message: 'The server did not answer.' });
const cancelled = (): Outcome => ({ kind: 'cancelled', message: 'Request cancelled' });

async function readBody(
  response: Response,
  handler: Exchange['responseHandler'],
): Promise<{ readable: boolean; body: unknown }> {
  if (handler === 'blob' && response.ok) return { readable: true, body: await response.blob() };
  return parseResponseText(await response.text());
}

const isJsonRead = (exchange: Exchange) =>
  exchange.method === 'GET' && exchange.responseHandler !== 'blob';

export async function sendWithFetch(exchange: Exchange): Promise<Outcome> {
  const controller = new AbortController();
  let expired = false;
  const dog = watchdog(() => {
    expired = true;
    controller.abort();
  });
  const cancel = () => controller.abort();
  exchange.signal.addEventListener('abort', cancel, { once: true });
  if (exchange.signal.aborted) cancel();
  const gaveUp = (): Outcome | null =>
    expired ? timedOut() : exchange.signal.aborted ? cancelled() : null;
  try {
    let response: Response;
    try {
      const early = isJsonRead(exchange)
        ? takeStartCall(exchange.url, exchange.headers.Authorization ?? '', controller.signal)
        : undefined;
      response = await (early ??
        fetch(exchange.url, {
          method: exchange.method,
          headers: exchange.headers,
          body: exchange.body,
          signal: controller.signal,
        }));
    } catch (error) {
      return gaveUp() ?? { kind: 'network', message: errorText(error) };
    }
    const { status } = response;
    const lastAccess = response.headers.get('x-last-access');
    exchange.onHeaders(status, lastAccess);
    try {
      return {
        kind: 'answer',
        status,
        lastAccess,
        ...(await readBody(response, exchange.responseHandler)),
      };
    } catch (error) {
      return gaveUp() ?? { kind: 'unread', status, lastAccess, message: errorText(error) };
    }
  } finally {
    dog.stop();
    exchange.signal.removeEventListener('abort', cancel);
  }
}

export function sendWithXhr(exchange: Exchange): Promise<Outcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let expired = false;
    const dog = watchdog(() => {
      expired = true;
      xhr.abort();
    });
    const cancel = () => xhr.abort();
    const settle = (outcome: Outcome) => {
      dog.stop();
      exchange.signal.removeEventListener('abort', cancel);
      resolve(outcome);
    };
    if (exchange.signal.aborted) {
      settle(cancelled());
      return;
    }
    xhr.open(exchange.method, exchange.url);
    Object.entries(exchange.headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      dog.poke();
      if (event.lengthComputable && event.total > 0) {
        exchange.onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onprogress = () => dog.poke();
    xhr.onload = () => {
      const lastAccess = xhr.getResponseHeader('x-last-access');
      exchange.onHeaders(xhr.status, lastAccess);
      settle({
        kind: 'answer',
        status: xhr.status,
        lastAccess,
        ...parseResponseText(xhr.responseText),
      });
    };
    xhr.onerror = () => settle({ kind: 'network', message: 'The connection failed.' });
    xhr.onabort = () => settle(expired ? timedOut() : cancelled());
    exchange.signal.addEventListener('abort', cancel, { once: true });
    xhr.send(exchange.body ?? null);
  });
}
