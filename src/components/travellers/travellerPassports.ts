import type { MealPassengerRecord, PortalDocument } from '../../api/responses';
import { composePassengerName } from '../../lib/profileFormat';
import { travellerOfFile } from '../../lib/travellerFiles';

/** A passenger of the booking and the passport documents whose names are theirs. */
export interface TravellerRow<D extends PortalDocument = PortalDocument> {
  traveller: MealPassengerRecord;
  documents: D[];
}

export interface TravellerPassports<D extends PortalDocument = PortalDocument> {
  rows: TravellerRow<D>[];
  /** Documents whose name is no traveller's (older uploads, free names): listed, never hidden. */
  unmatched: D[];
  missingCount: number;
}

/** The guest reads a traveller as "Emma Walker", capitalised as elsewhere (the prefix is left to the team). */
export const travellerLabel = (traveller: MealPassengerRecord) =>
  composePassengerName({ firstname: traveller.firstname, lastname: traveller.lastname }) ||
  `Traveller ${traveller.id}`;

/** Each document goes to the traveller its name carries, or to the unmatched ones. */
export function passportsByTraveller<D extends PortalDocument>(
  travellers: readonly MealPassengerRecord[],
  documents: readonly D[],
): TravellerPassports<D> {
  const rows = travellers.map((traveller) => ({ traveller, documents: [] as D[] }));
  const unmatched: D[] = [];
  for (const document of documents) {
    const owner = travellerOfFile(document.name, travellers);
    const row = owner ? rows.find((candidate) => candidate.traveller === owner) : undefined;
    if (row) row.documents.push(document);
    else unmatched.push(document);
  }
  return { rows, unmatched, missingCount: rows.filter((row) => !row.documents.length).length };
}

/** The dashboard card's line: "2 of 4 travellers have no passport yet". */
export const missingSummary = (missing: number, total: number) =>
  missing === 0
    ? `Every traveller has a passport uploaded (${total} of ${total}).`
    : `${missing} of ${total} ${total === 1 ? 'traveller' : 'travellers'} ${missing === 1 ? 'has' : 'have'} no passport yet.`;

const noPassportYet = (missing: number) =>
  `${missing} ${missing === 1 ? 'traveller has' : 'travellers have'} no passport yet.`;

/**
 * The confirm dialog's question when a traveller is still missing: the guest decides. Submitting
 * locks the uploads, so the rest goes to the travel team, not to this page.
 */
export const missingConfirmWarning = (missing: number) =>
  `${noPassportYet(missing)} Submit without them? You can send theirs to our travel team afterwards.`;

/** Said on the passports page once submitted with travellers missing, before the team's contact. */
export const missingAfterSubmit = (missing: number, hasContact: boolean) => {
  const photos = missing === 1 ? 'passport photo' : 'passport photos';
  return `${noPassportYet(missing)} Send their ${photos} to our travel team${hasContact ? ':' : '.'}`;
};
