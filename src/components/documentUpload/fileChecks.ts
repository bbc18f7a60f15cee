/**
 * File checks, in this order: type, then size (images after compression, since the limit applies to
 * what is uploaded), then count.
 */
export const MAX_FILES = 12;
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export const ACCEPTED_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;

export const invalidTypeMessage = (name: string) => `Invalid file type: ${name}`;
export const tooLargeMessage = (name: string) => `File too large (max 2MB): ${name}`;
export const TOO_MANY_MESSAGE = `Maximum number of files (${MAX_FILES}) exceeded.`;

const BY_EXTENSION: Record<string, AcceptedType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The accepted type of a file: its MIME type, or its extension when the browser reports none. */
export function acceptedTypeOf(file: Pick<File, 'name' | 'type'>): AcceptedType | null {
  const mime = file.type.toLowerCase();
  if (mime === 'image/jpg') return 'image/jpeg';
  if (mime) return mime in ACCEPTED_TYPES ? (mime as AcceptedType) : null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') ? (BY_EXTENSION[extension] ?? null) : null;
}

export const isImageType = (type: string) => type === 'image/jpeg' || type === 'image/png';

export interface CheckOptions {
  /** Documents already uploaded plus files already staged. */
  currentCount: number;
  /** Image compression (worker in the browser, a fake in unit tests). */
  compress: (file: File) => Promise<File>;
}

export interface CheckResult {
  accepted: File[];
  messages: string[];
}

/** A file with the type the checks decided on, so the upload part carries a proper type. */
function withType(file: File, type: AcceptedType): File {
  return file.type === type
    ? file
    : new File([file], file.name, { type, lastModified: file.lastModified });
}

async function prepare(file: File, type: AcceptedType, compress: CheckOptions['compress']) {
  const typed = withType(file, type);
  if (!isImageType(type)) return typed;
  try {
    return await compress(typed);
  } catch {
    // Undecodable here (too large for memory, or damaged): the size rule below decides.
    return typed;
  }
}

/**
 * Checks one selection or drop. Invalid files are dropped with their message; the valid
 * ones of the same drop are kept, as long as the list stays within MAX_FILES.
 */
export async function checkFiles(
  files: readonly File[],
  options: CheckOptions,
): Promise<CheckResult> {
  const messages: string[] = [];
  const sized: File[] = [];
  for (const file of files) {
    const type = acceptedTypeOf(file);
    if (!type) {
      messages.push(invalidTypeMessage(file.name));
      continue;
    }
    const ready = await prepare(file, type, options.compress);
    if (ready.size > MAX_FILE_BYTES) {
      messages.push(tooLargeMessage(file.name));
      continue;
    }
    sized.push(ready);
  }
  const room = Math.max(0, MAX_FILES - options.currentCount);
  if (sized.length > room) messages.push(TOO_MANY_MESSAGE);
  return { accepted: sized.slice(0, room), messages };
}
