import { fingerprintOf, readSignature } from './fileSignature';

/**
 * File checks, in this order: empty, type (by name, then by the bytes), an image's declared size,
 * already chosen, then size (images after compression, since the limit applies to what is
 * uploaded; an image that cannot be decoded is rejected), then count.
 */
/** The spec's limit per list; a booking with more passengers may hold one file per passenger. */
export const MIN_MAX_FILES = 12;
export const maxFilesFor = (passengerCount: number) => Math.max(MIN_MAX_FILES, passengerCount);
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

export const ACCEPTED_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;
/** The accepted types as the guest reads them. */
export const ACCEPTED_TYPE_NAMES = 'JPEG, PNG or PDF';

/** The spec's words lead every rejection; what the guest can do follows. */
const invalidTypeLead = (name: string) => `Invalid file type: ${name}`;
const tooLargeLead = (name: string) => `File too large (max 2MB): ${name}`;
const ONLY_ACCEPTED = `Only ${ACCEPTED_TYPE_NAMES} files can be uploaded`;
const isHeic = (file: Pick<File, 'name' | 'type'>) =>
  /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** A type the portal does not take; an iPhone photo (HEIC) gets the way to a JPEG. */
export const invalidTypeMessage = (file: Pick<File, 'name' | 'type'>) =>
  isHeic(file)
    ? `${invalidTypeLead(file.name)}. ${ONLY_ACCEPTED}. On an iPhone, choose the photo from Photo Library (not Files) and it is sent as a JPEG, or set Settings > Camera > Formats to Most Compatible.`
    : `${invalidTypeLead(file.name)}. ${ONLY_ACCEPTED}: save the document as a PDF, or take a photo of it.`;
/** Photos are compressed before this check, so it is almost always a PDF. */
export const tooLargeMessage = (name: string, kind: 'pdf' | 'image') =>
  kind === 'pdf'
    ? `${tooLargeLead(name)}. Photos are made smaller for you, but a PDF must be under 2 MB: save only the pages needed or at a lower quality, or upload a photo of each page instead.`
    : `${tooLargeLead(name)}. Even made smaller, this photo is over 2 MB: take it again, or choose a smaller copy.`;
export const tooManyLead = (maxFiles: number) => `Maximum number of files (${maxFiles}) exceeded.`;
/** Names every file left out, so the guest knows which ones to add once there is room. */
export const tooManyMessage = (maxFiles: number, names: readonly string[]) =>
  `${tooManyLead(maxFiles)} Not added: ${names.join(', ')}. Remove or delete a file to make room.`;
// Empty and undecodable files get the type message (the product rule), then what to do.
export const emptyFileMessage = (name: string) =>
  `${invalidTypeLead(name)}. It is empty (0 bytes). Choose the file again; if it is still empty, scan or photograph the document again.`;
export const notWhatItSaysMessage = (name: string) =>
  `${invalidTypeLead(name)}. It is not a ${ACCEPTED_TYPE_NAMES} file, whatever its name says. Choose a photo (JPEG or PNG) or a PDF of the document.`;
export const unreadableImageMessage = (name: string) =>
  `${invalidTypeLead(name)}. It could not be read as a picture: it may be damaged or incomplete. Take the photo again, or choose another copy of it.`;
export const alreadyStagedMessage = (name: string) =>
  `${name} is already in your list of files to upload. Choose a different file.`;
export const alreadyUploadedMessage = (name: string) =>
  `${name} has already been uploaded. Choose a different file.`;

/** More pixels than any camera takes (200 MP phones included): a header claiming it is broken. */
export const MAX_IMAGE_PIXELS = 250_000_000;

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

/** Where an earlier copy of a file is, if the guest already chose it. */
export type Known = 'staged' | 'uploaded' | null;

export interface CheckOptions {
  /** Documents already uploaded plus files already staged. */
  currentCount: number;
  /** The booking's limit over both lists (`maxFilesFor`). */
  maxFiles: number;
  /** Image compression (worker in the browser, a fake in unit tests). */
  compress: (file: File) => Promise<File>;
  /** Whether a file with this fingerprint (`fingerprintOf`) was already chosen and is kept. */
  known?: (fingerprint: string) => Known;
}

export interface CheckResult {
  accepted: File[];
  messages: string[];
  /** The fingerprint of the file each accepted file was made from. */
  fingerprints: Map<File, string>;
}

const EXTENSION_OF: Record<AcceptedType, readonly string[]> = ACCEPTED_TYPES;

/** A file with the type its bytes say, named to match, so the upload part carries a true type. */
function withType(file: File, type: AcceptedType): File {
  const extensions = EXTENSION_OF[type];
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot).toLowerCase() : '';
  const name = extensions.includes(extension)
    ? file.name
    : `${dot > 0 ? file.name.slice(0, dot) : file.name}${extensions[0]}`;
  return file.type === type && name === file.name
    ? file
    : new File([file], name, { type, lastModified: file.lastModified });
}

type Checked = { file: File; fingerprint: string } | { message: string };

/** One file through every check but the count; a rejection names the file and what to do. */
async function checkOne(file: File, options: CheckOptions, chosen: Set<string>): Promise<Checked> {
  if (file.size === 0) return { message: emptyFileMessage(file.name) };
  if (!acceptedTypeOf(file)) return { message: invalidTypeMessage(file) };
  const signature = await readSignature(file);
  if (!signature.type) return { message: notWhatItSaysMessage(file.name) };
  const image = isImageType(signature.type);
  const { dimensions } = signature;
  const absurd = dimensions !== null && dimensions.width * dimensions.height > MAX_IMAGE_PIXELS;
  if (image && (absurd || !signature.complete)) {
    return { message: unreadableImageMessage(file.name) };
  }
  if (!image && file.size > MAX_FILE_BYTES) return { message: tooLargeMessage(file.name, 'pdf') };
  const fingerprint = await fingerprintOf(file);
  const known = chosen.has(fingerprint) ? 'staged' : (options.known?.(fingerprint) ?? null);
  if (known === 'staged') return { message: alreadyStagedMessage(file.name) };
  if (known === 'uploaded') return { message: alreadyUploadedMessage(file.name) };
  chosen.add(fingerprint);
  const typed = withType(file, signature.type);
  let ready = typed;
  if (image) {
    try {
      ready = await options.compress(typed);
    } catch {
      // Neither the worker nor the main thread could decode it: uploading it would not help.
      return { message: unreadableImageMessage(file.name) };
    }
  }
  if (ready.size > MAX_FILE_BYTES)
    return { message: tooLargeMessage(file.name, image ? 'image' : 'pdf') };
  return { file: ready, fingerprint };
}

/**
 * Checks one selection or drop. Invalid files are dropped with their message; the valid
 * ones of the same drop are kept, as long as the list stays within `maxFiles`.
 */
export async function checkFiles(
  files: readonly File[],
  options: CheckOptions,
): Promise<CheckResult> {
  const messages: string[] = [];
  const sized: File[] = [];
  // The names the guest chose (compression may rename a file), to name the ones left out.
  const chosenNames: string[] = [];
  const fingerprints = new Map<File, string>();
  // Fingerprints of this drop, so the same file twice in one selection is staged once.
  const chosen = new Set<string>();
  for (const file of files) {
    const checked = await checkOne(file, options, chosen);
    if ('message' in checked) {
      messages.push(checked.message);
      continue;
    }
    sized.push(checked.file);
    chosenNames.push(file.name);
    fingerprints.set(checked.file, checked.fingerprint);
  }
  const room = Math.max(0, options.maxFiles - options.currentCount);
  const accepted = sized.slice(0, room);
  const left = chosenNames.slice(room);
  if (left.length > 0) messages.push(tooManyMessage(options.maxFiles, left));
  return {
    accepted,
    messages,
    fingerprints: new Map(accepted.map((file) => [file, fingerprints.get(file) ?? ''])),
  };
}
