import { describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  isSigningAddress,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtimeConfig';

const valid = {
  apiBaseUrl: 'https://api.example.com/v1/',
  fileBaseUrl: 'https://files.example.com',
  paymentPageUrl: 'https://pay.example.com/payment',
  signingOrigin: 'https://sign.example.com',
};

const respond = (body: string, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(body, { status }));

describe('runtime config', () => {
  it('accepts a complete config and trims trailing slashes from base URLs', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ...valid,
      apiBaseUrl: 'https://api.example.com/v1',
    });
  });

  it('keeps only the origin of signingOrigin', () => {
    expect(
      parseRuntimeConfig({ ...valid, signingOrigin: 'https://sign.example.com:8443/embedded/' })
        .signingOrigin,
    ).toBe('https://sign.example.com:8443');
  });

  it('keeps a wildcard host source such as https://*.docusign.net', () => {
    expect(
      parseRuntimeConfig({ ...valid, signingOrigin: 'https://*.docusign.net' }).signingOrigin,
    ).toBe('https://*.docusign.net');
  });

  it.each([
    ['https://sign.example.com/embedded?t=1', 'https://sign.example.com', true],
    ['https://sign.example.com:8443/x', 'https://sign.example.com', false],
    ['http://sign.example.com/x', 'https://sign.example.com', false],
    ['https://evil.example/x?https://sign.example.com', 'https://sign.example.com', false],
    ['https://na3.docusign.net/Signing/?ti=1', 'https://*.docusign.net', true],
    ['https://a.b.docusign.net/x', 'https://*.docusign.net', true],
    ['https://docusign.net/x', 'https://*.docusign.net', false],
    ['https://evildocusign.net/x', 'https://*.docusign.net', false],
    ['https://docusign.net.evil.example/x', 'https://*.docusign.net', false],
    ['not a url', 'https://*.docusign.net', false],
  ])('%s is a signing address of %s: %s', (url, origin, expected) => {
    expect(isSigningAddress(url, origin)).toBe(expected);
  });

  it.each([
    [null, 'config.json must hold a JSON object.'],
    [[], 'config.json must hold a JSON object.'],
    [
      { ...valid, apiBaseUrl: undefined },
      'config.json: "apiBaseUrl" must be an absolute http(s) URL.',
    ],
    [
      { ...valid, fileBaseUrl: '/files' },
      'config.json: "fileBaseUrl" must be an absolute http(s) URL.',
    ],
    [
      { ...valid, paymentPageUrl: 'javascript:alert(1)' },
      'config.json: "paymentPageUrl" must be an absolute http(s) URL.',
    ],
    [
      { ...valid, signingOrigin: undefined },
      'config.json: "signingOrigin" must be an absolute http(s) URL.',
    ],
  ])('rejects %j with a clear message', (raw, message) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(new ConfigError(message));
  });

  it('loads config.json from beside index.html', async () => {
    const fetchImpl = respond(JSON.stringify(valid));
    await expect(
      loadRuntimeConfig(fetchImpl, 'http://portal.test/config.json'),
    ).resolves.toMatchObject({
      fileBaseUrl: valid.fileBaseUrl,
    });
    expect(fetchImpl).toHaveBeenCalledWith('http://portal.test/config.json');
  });

  it('reports a missing file', async () => {
    await expect(
      loadRuntimeConfig(respond('not found', 404), 'http://x/config.json'),
    ).rejects.toThrow('config.json could not be loaded (HTTP 404).');
  });

  it('reports malformed JSON', async () => {
    await expect(
      loadRuntimeConfig(respond('{"apiBaseUrl":'), 'http://x/config.json'),
    ).rejects.toThrow('config.json is not valid JSON.');
  });

  it('reports a network failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig(fetchImpl, 'http://x/config.json')).rejects.toThrow(
      'config.json could not be fetched.',
    );
  });
});
