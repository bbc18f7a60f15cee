// Puts the first screens' CSS (login, dashboard) into index.html, rendered at build time.
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/**
 * `src/app/firstScreenStyles.tsx` renders the screens through Vite's SSR loader and returns their
 * style element: see that file for why.
 */
export function prerenderFirstScreenStyles(): Plugin {
  let root = process.cwd();
  return {
    name: 'prerender-first-screen-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml(html) {
      const server = await createServer({
        root,
        configFile: false,
        mode: 'production',
        appType: 'custom',
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { firstScreenStyleTags } = (await server.ssrLoadModule(
          '/src/app/firstScreenStyles.tsx',
        )) as { firstScreenStyleTags: () => Promise<string> };
        return html.replace('</head>', `${await firstScreenStyleTags()}\n  </head>`);
      } finally {
        await server.close();
      }
    },
  };
}
