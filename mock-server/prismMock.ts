// `npm run mock`: plain `prism mock openapi.yaml`, answering from the document's examples
// (`Prefer: example=processing`, `Prefer: code=401`), behind the sandbox gateway on 4010 so the
// portal's committed config.json (`/v1` base, CORS) works unchanged.
import http from 'node:http';
import path from 'node:path';
import { config, repoRoot } from './config.js';
import { gatewayHandler } from './gateway.js';
import { startPrism, waitForPrism } from './prism.js';

const prism = startPrism(repoRoot, path.join(repoRoot, 'openapi.yaml'), null, config.prismPort);
const stop = (code: number): never => {
  prism.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await waitForPrism(prism, config.prismPort);
const gateway = gatewayHandler({
  upstreamPort: config.prismPort,
  prism: { port: config.prismPort, stripV1: true, mock: true },
});
http.createServer(gateway).listen(config.sandboxPort, () => {
  console.log(
    `prism mock ready on http://localhost:${config.sandboxPort}/v1 (examples only, no state)`,
  );
});
