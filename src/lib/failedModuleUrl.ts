/**
 * The address of a script whose download failed, from the error a dynamic `import()` rejects with
 * (Chromium: "Failed to fetch dynamically imported module: <url>", Firefox: "error loading
 * dynamically imported module: <url>"), or null when the message names none (Safari).
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /\b(https?:\/\/\S+?\.m?js)(?:\?\S*)?(?=\s|$|["')])/.exec(message);
  return match ? match[1] : null;
}
