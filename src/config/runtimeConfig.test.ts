import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtimeConfig';

const valid = {
  apiBaseUrl: 'https://api.example.com/v1/',
  fileBaseUrl: 'https://files.example.com',
  paymentPageUrl: 'https://pay.example.com/payment',
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
