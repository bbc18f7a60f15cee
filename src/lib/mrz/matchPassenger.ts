/** A passenger of the booking, as the portal knows them. */
export interface PassengerName {
  id: string | number;
  firstname: string;
  middlename?: string | null;
  lastname: string;
}

/** ICAO 9303 transliterations with more than one accepted form (the rest lose their accent). */
const TRANSLITERATIONS: Record<string, string[]> = {
  Ä: ['AE', 'A'],
  Ö: ['OE', 'O'],
  Ü: ['UE', 'U'],
  Å: ['AA', 'A'],
  Ø: ['OE', 'O'],
  Æ: ['AE'],
  Œ: ['OE'],
  ß: ['SS'],
  Þ: ['TH'],
  Ð: ['D'],
  Ł: ['L'],
  Ĳ: ['IJ'],
};

/** At most this many spellings per word (a word with many umlauts stays cheap). */
const MAX_FORMS = 16;

/** The ways one name word can be written in the zone ("Müller" → MUELLER, MULLER). */
export function mrzForms(word: string): string[] {
  let forms = [''];
  for (const character of word.toUpperCase().replace(/['’`]/g, '')) {
    const options = TRANSLITERATIONS[character] ??
      TRANSLITERATIONS[character.toLowerCase()] ?? [
        character.normalize('NFD').replace(/[^A-Z]/g, ''),
      ];
    forms = forms.flatMap((form) => options.map((option) => form + option)).slice(0, MAX_FORMS);
  }
  return [...new Set(forms.filter(Boolean))];
}

/** A name field as words in the zone's spelling (hyphens and spaces separate words). */
const wordsOf = (name: string | null | undefined) =>
  (name ?? '').split(/[\s\-‐,.]+/).filter((word) => mrzForms(word).length > 0);

/** The names field holds 39 places: a read that fills them may have lost its end. */
const NAMES_FIELD_LENGTH = 39;

interface Score {
  passenger: PassengerName;
  matched: number;
}

function score(passenger: PassengerName, surname: string[], given: string[], cut: boolean) {
  const mrz = [...surname, ...given];
  const used = new Set<number>();
  const find = (word: string) => {
    const forms = mrzForms(word);
    const index = mrz.findIndex(
      (candidate, at) =>
        !used.has(at) &&
        forms.some(
          (form) =>
            form === candidate || (cut && at === mrz.length - 1 && form.startsWith(candidate)),
        ),
    );
    if (index >= 0) used.add(index);
    return index >= 0;
  };
  const required = [...wordsOf(passenger.lastname), ...wordsOf(passenger.firstname)];
  const missing = required.filter((word) => !find(word)).length;
  // Middle names count when present, and are not required.
  wordsOf(passenger.middlename).forEach(find);
  // Every surname word of the zone belongs to the booking's name (either order of the two).
  const surnameCovered = surname.every((_, index) => used.has(index));
  // A zone cut at 39 places may have lost the last given names, never the surname.
  const good = surnameCovered && (missing === 0 || (cut && used.size > surname.length));
  return good ? { passenger, matched: used.size * 2 - missing } : null;
}

/**
 * Picks the passenger whose name the zone holds, tolerant of name order, middle names, a field cut
 * at 39 places and accents written as MRZ letters. Null when no one fits well or two fit equally.
 */
export function matchPassenger<P extends PassengerName>(
  read: { surname: string; givenNames: string },
  passengers: readonly P[],
): P | null {
  const surname = read.surname.split(' ').filter(Boolean);
  const given = read.givenNames.split(' ').filter(Boolean);
  if (surname.length === 0) return null;
  const cut = `${surname.join('<')}<<${given.join('<')}`.length >= NAMES_FIELD_LENGTH;
  const scores = passengers
    .map((passenger) => score(passenger, surname, given, cut))
    .filter((entry): entry is Score => entry !== null)
    .sort((a, b) => b.matched - a.matched);
  if (scores.length === 0) return null;
  if (scores.length > 1 && scores[1].matched === scores[0].matched) return null;
  return scores[0].passenger as P;
}
