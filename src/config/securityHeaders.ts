// The HTTP headers the portal must be served with. Not app code: `vite preview` sends them
// (build/previewSecurityHeaders.ts) and the README gives them to whoever hosts the build; they
// live here, beside the runtime configuration whose origins they name, so that they are
// unit-tested with it.

/**
 * The production headers, served by `vite preview` and mirrored in the README for the real host:
 * a strict CSP whose frame and form targets are the configured API, file, payment and signing
 * origins.
 * `reportUri` adds the directive that makes browsers post every violation there.
 */
export function securityHeaders(
  config: Partial<
    Record<'apiBaseUrl' | 'fileBaseUrl' | 'paymentPageUrl' | 'signingOrigin', string>
  >,
  reportUri?: string,
): (path: string) => Record<string, string> {
  const origin = (url: string | undefined) => (url ? new URL(url).origin : '');
  const api = origin(config.apiBaseUrl);
  const files = origin(config.fileBaseUrl);
  const payment = origin(config.paymentPageUrl);
  const signing = origin(config.signingOrigin);
  const originsOf = (...origins: string[]) => [...new Set(origins.filter(Boolean))].join(' ');
  const external = originsOf(api, files, payment, signing);
  const policy = (frameAncestors: string) =>
    [
      "default-src 'self'",
      "script-src 'self'",
      // MUI (Emotion) injects its styles at run time.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${files}`,
      "font-src 'self'",
      `connect-src 'self' ${originsOf(api, files)}`,
      `frame-src 'self' blob: ${external}`,
      `form-action 'self' ${payment}`,
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      `frame-ancestors ${frameAncestors}`,
      ...(reportUri ? [`report-uri ${reportUri}`] : []),
    ].join('; ');
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return (path) => {
    if (path.endsWith('/config.json')) return { ...common, 'Cache-Control': 'no-cache' };
    // The card provider's hosted page frames the communicator, so its origin is an ancestor too.
    if (path.endsWith('/payment-communicator.html')) {
      return { ...common, 'Content-Security-Policy': policy(`'self' ${payment}`) };
    }
    if (path.endsWith('/docusign-return.html')) {
      return { ...common, 'Content-Security-Policy': policy("'self'") };
    }
    return {
      ...common,
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': policy("'self'"),
    };
  };
}
