import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachPortalApi, createAppStore } from '../app/store';
import { RecordingXhr } from '../test/fakeXhr';
import { TEST_CONFIG } from '../test/renderWithStore';
import { portalApi, startUpload } from './portalApi';
import { loginSucceeded } from './session';
import { REQUEST_TIMEOUT_MS } from './transport';

/** Records what the base query sends over XMLHttpRequest and lets the test play the server. */
class ManualXhr extends RecordingXhr {
  static last: ManualXhr | null = null;
  responseHeaders: Record<string, string> = {};

  constructor() {
    super();
    ManualXhr.last = this;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

function sent(): ManualXhr {
  if (!ManualXhr.last) throw new Error('no request was sent');
  return ManualXhr.last;
}

function signedInStore(token: string | null = 'tok') {
  const store = createAppStore(TEST_CONFIG);
  attachPortalApi(store, portalApi);
  if (token) {
    store.dispatch(
      loginSucceeded({
        token,
        userId: '7',
        userEmail: 'guest@example.com',
        lastAccess: '2026-01-01T00:00:00Z',
      }),
    );
  }
  return store;
}

const passport = () => new File(['jpeg-bytes'], 'passport.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  ManualXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', ManualXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('an upload through the generated endpoint', () => {
  it('posts multipart over XMLHttpRequest with the file in {resourceKey}[0] and the session headers', async () => {
    const store = signedInStore();
    const request = store.dispatch(startUpload('customer_documents', passport(), () => undefined));
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://api.test/v1/portal/customer_documents/upload');
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'X-User-Info': '7',
      'X-Last-Access': '2026-01-01T00:00:00Z',
    });
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['customer_documents[0]']);
    expect((xhr.body?.get('customer_documents[0]') as File).name).toBe('passport.jpg');

    xhr.respond(
      200,
      { message: 'File uploaded successfully.' },
      { 'x-last-access': '2026-02-02T10:00:00Z' },
    );
    expect(await request).toEqual({
      data: {
        message: 'File uploaded successfully.',
        responseStatus: 200,
        responseLastAccess: '2026-02-02T10:00:00Z',
      },
    });
    expect(store.getState().session.lastAccess).toBe('2026-02-02T10:00:00Z');
  });

  it('uses flight_documents[0] for flight documents', () => {
    void signedInStore().dispatch(startUpload('flight_documents', passport(), () => undefined));
    expect(sent().url).toBe('http://api.test/v1/portal/flight_documents/upload');
    expect([...(sent().body?.keys() ?? [])]).toEqual(['flight_documents[0]']);
  });

  it('reports the percent sent', async () => {
    const onProgress = vi.fn();
    const request = signedInStore().dispatch(
      startUpload('customer_documents', passport(), onProgress),
    );
    sent().progress(25, 100);
    sent().progress(50, 200);
    sent().progress(100, 100);
    sent().respond(200, { message: 'ok' });
    await request;
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([25, 25, 100]);
  });

  it('delivers a 400 as a response carrying the server message', async () => {
    const request = signedInStore().dispatch(
      startUpload('customer_documents', passport(), () => undefined),
    );
    sent().respond(400, { message: 'Maximum number of files (12) exceeded.' });
    expect((await request).data).toMatchObject({
      message: 'Maximum number of files (12) exceeded.',
      responseStatus: 400,
    });
  });

  it('does not take an unreadable 200 response for a success', async () => {
    const request = signedInStore().dispatch(
      startUpload('customer_documents', passport(), () => undefined),
    );
    sent().respond(200, '<html>proxy</html>');
    expect((await request).error).toEqual({
      status: 'PARSING_ERROR',
      data: 'The server sent a response that could not be read.',
    });
  });

  it('stops the request when the mutation is aborted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const request = signedInStore().dispatch(
      startUpload('customer_documents', passport(), () => undefined),
    );
    const abort = vi.spyOn(sent(), 'abort');
    request.abort();
    expect(abort).toHaveBeenCalled();
    expect((await request).error).toMatchObject({ name: 'AbortError' });
  });

  it('fails a 500 with its body, a lost connection with FETCH_ERROR, and asks for login on 401', async () => {
    window.location.hash = '#/passports';
    const store = signedInStore();
    const serverError = store.dispatch(startUpload('customer_documents', passport(), () => 0));
    sent().respond(500, { message: 'Server exploded' });
    expect((await serverError).error).toEqual({
      status: 500,
      data: { message: 'Server exploded' },
    });

    const offline = store.dispatch(startUpload('customer_documents', passport(), () => 0));
    sent().onerror?.();
    expect((await offline).error).toMatchObject({ status: 'FETCH_ERROR' });

    const expired = store.dispatch(startUpload('flight_documents', passport(), () => 0));
    sent().respond(401, { message: 'Unauthenticated.' });
    expect((await expired).error).toMatchObject({ status: 401 });
    expect(store.getState().session.authRequiredFrom).toBe('/passports');
  });

  it('makes no call without a token', async () => {
    const request = signedInStore(null).dispatch(
      startUpload('customer_documents', passport(), () => undefined),
    );
    expect((await request).error).toMatchObject({ status: 'NO_TOKEN' });
    expect(ManualXhr.last).toBeNull();
  });

  it('times out after 30 s with no byte sent or received, however long it has been moving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const request = signedInStore().dispatch(
      startUpload('customer_documents', passport(), () => undefined),
    );
    const settled = vi.fn();
    void request.then(settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000);
    sent().progress(10, 100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await request).error).toEqual({
      status: 'TIMEOUT_ERROR',
      data: 'The server did not answer.',
    });
  });
});
