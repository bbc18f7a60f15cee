/**
 * A second, tiny entry of index.html (added by build/signedInPreload.ts), run as soon as it
 * arrives: a returning guest's signed-in code downloads beside the app's entry, and the calls her
 * first screen makes go out beside it too (src/lib/startCalls.ts). Without it the browser learns
 * of that code, and sends those calls, only once the entry has arrived and run (on a slow phone
 * link, seconds later).
 */
import { readStoredSession } from './lib/authStorage';
import { preloadSignedInModules } from './lib/signedInPreload';
import { sendStartCalls } from './lib/startCalls';

preloadSignedInModules();
const session = readStoredSession();
if (session) sendStartCalls(session);
