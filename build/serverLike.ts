// The part of Vite's dev and preview servers that the plugins here use: the connect middlewares.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface ServerLike {
  middlewares: { use: (handler: Middleware) => void };
}
