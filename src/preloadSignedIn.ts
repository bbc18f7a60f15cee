/**
 * A second, tiny entry of index.html (added by build/signedInPreload.ts), run as soon as it
 * arrives: a returning guest's signed-in code downloads beside the app's entry. Without it the
 * browser learns of that code only once the entry has arrived and run (one more round trip, plus
 * the entry's run time on a slow phone) before the dashboard's calls can go out.
 */
import { preloadSignedInModules } from './lib/signedInPreload';

preloadSignedInModules();
