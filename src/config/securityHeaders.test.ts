import { describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders';

const headersFor = securityHeaders(
  {
    apiBaseUrl: 'https://api.tours.example/v1',
    fileBaseUrl: 'https://files.tours.example/uploads',
    paymentPageUrl: 'https://pay.cards.example/payment/payment',
    signingOrigin: 'https://sign.esign.example',
  },
  '/__csp-reports',
);

/** The policy as a map of directive to its exact source list. */
const directives = (path: string) =>
  Object.fromEntries(
    (headersFor(path)['Content-Security-Policy'] ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );

describe('securityHeaders', () => {
  it('limits every source list to the portal and the configured origin that needs it', () => {
    expect(directives('/')).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https://files.tours.example",
      'font-src': "'self'",
      'connect-src': "'self' https://api.tours.example https://files.tours.example",
      'frame-src':
        "'self' blob: https://api.tours.example https://files.tours.example https://pay.cards.example https://sign.esign.example",
      'form-action': "'self' https://pay.cards.example",
      'worker-src': "'self' blob:",
      'media-src': "'self' blob:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'self'",
      'report-uri': '/__csp-reports',
    });
  });

  it('lets the portal frame the signing provider, and names no other origin for it', () => {
    const policy = headersFor('/')['Content-Security-Policy'] ?? '';
    expect(directives('/')['frame-src']).toContain('https://sign.esign.example');
    expect(policy.match(/https:\/\/sign\.esign\.example/g)).toHaveLength(1);
  });

  it('frames a wildcard signing host source as written', () => {
    const wildcard = securityHeaders({
      apiBaseUrl: 'https://api.tours.example/v1',
      signingOrigin: 'https://*.docusign.net',
    })('/')['Content-Security-Policy'];
    expect(wildcard).toContain(
      "frame-src 'self' blob: https://api.tours.example https://*.docusign.net;",
    );
  });

  it('allows no inline script and no eval anywhere', () => {
    for (const path of ['/', '/docusign-return.html', '/payment-communicator.html']) {
      const policy = headersFor(path)['Content-Security-Policy'];
      expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
      expect(directives(path)['script-src']).toBe("'self'");
    }
  });

  it('lets only the portal frame the signing return page', () => {
    expect(directives('/docusign-return.html')['frame-ancestors']).toBe("'self'");
  });

  it('lets the card provider frame the payment communicator, because its hosted page loads it', () => {
    expect(directives('/payment-communicator.html')['frame-ancestors']).toBe(
      "'self' https://pay.cards.example",
    );
  });

  it('sends the hardening headers with every page, and X-Frame-Options with the app', () => {
    for (const path of ['/', '/docusign-return.html', '/payment-communicator.html']) {
      expect(headersFor(path)).toMatchObject({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
      });
    }
    expect(headersFor('/')['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('has config.json revalidated and carries no policy for it', () => {
    expect(headersFor('/config.json')).toMatchObject({ 'Cache-Control': 'no-cache' });
    expect(headersFor('/config.json')['Content-Security-Policy']).toBeUndefined();
  });

  it('leaves out the report directive when no collector is given', () => {
    const plain = securityHeaders({ apiBaseUrl: 'https://api.tours.example/v1' })('/');
    expect(plain['Content-Security-Policy']).not.toContain('report-uri');
  });
});
