/**
 * Whose passport a file is, carried in its name: `passport-emma-walker.jpg`, a second page
 * `passport-emma-walker-2.jpg`. The team reads the name; the traveller list reads it back.
 * Travellers who share a name also carry their passenger id (`passport-john-smith-id102.jpg`).
 */
export interface NamedTraveller {
  id: number;
  firstname: string;
  lastname: string;
}

const PREFIX = 'passport-';

/** Lower-case ASCII words: accents folded ("Zoë" → "zoe"), anything else a separator. */
const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** First names (middle names included) then last names: "emma-rose-walker". */
export const travellerSlug = (traveller: NamedTraveller): string =>
  [...words(traveller.firstname), ...words(traveller.lastname)].join('-') || 'traveller';

/** The slug that names this traveller alone among `travellers`. */
function uniqueSlug(traveller: NamedTraveller, travellers: readonly NamedTraveller[]): string {
  const slug = travellerSlug(traveller);
  const namesakes = travellers.filter((other) => travellerSlug(other) === slug);
  return namesakes.length > 1 ? `${slug}-id${traveller.id}` : slug;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * The name a file is uploaded under for this traveller: the original extension kept, and a
 * counter from 2 when a page of theirs already has the name (`taken`: uploaded or sent names).
 */
export function travellerFileName(
  traveller: NamedTraveller,
  travellers: readonly NamedTraveller[],
  originalName: string,
  taken: readonly string[],
): string {
  const base = `${PREFIX}${uniqueSlug(traveller, travellers)}`;
  const extension = extensionOf(originalName);
  const used = new Set(taken.map((name) => name.toLowerCase()));
  let name = `${base}${extension}`;
  for (let page = 2; used.has(name); page += 1) name = `${base}-${page}${extension}`;
  return name;
}

/** The traveller a document's name (`title` or `name`) names, or null (a free name). */
export function travellerOfFile<T extends NamedTraveller>(
  fileName: string,
  travellers: readonly T[],
): T | null {
  const stem = fileName.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  if (!stem.startsWith(PREFIX)) return null;
  // Page counter off: slugs hold letters only, so a trailing number is never part of a name.
  const named = stem.slice(PREFIX.length).replace(/-\d+$/, '');
  const byId = /^(.*)-id(\d+)$/.exec(named);
  if (byId) {
    const id = Number(byId[2]);
    return (
      travellers.find((traveller) => traveller.id === id && travellerSlug(traveller) === byId[1]) ??
      null
    );
  }
  return travellers.find((traveller) => travellerSlug(traveller) === named) ?? null;
}
