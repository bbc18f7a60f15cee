import { checkDigit } from './checkDigit';

/** The printed fields of a passport, as the issuer writes them into the zone. */
export interface Td3Fields {
  issuingState: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  nationality: string;
  /** YYMMDD */
  birth: string;
  sex: 'M' | 'F' | '<';
  /** YYMMDD */
  expiry: string;
  personalNumber: string;
}

const clean = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<')
    .replace(/^<+|<+$/g, '');
const field = (text: string, length: number) => clean(text).padEnd(length, '<').slice(0, length);

/** Writes the two TD3 lines with their check digits (names truncated to the 39 places ICAO gives). */
export function composeTd3(fields: Td3Fields): [string, string] {
  const names = `${clean(fields.surname)}<<${clean(fields.givenNames)}`;
  const line1 = `P<${field(fields.issuingState, 3)}${names.padEnd(39, '<').slice(0, 39)}`;
  const documentNumber = field(fields.documentNumber, 9);
  const personal = field(fields.personalNumber, 14);
  const personalCheck = /^<+$/.test(personal) ? '<' : String(checkDigit(personal));
  const head = `${documentNumber}${checkDigit(documentNumber)}`;
  const birth = `${fields.birth}${checkDigit(fields.birth)}`;
  const expiry = `${fields.expiry}${checkDigit(fields.expiry)}`;
  const composite = checkDigit(`${head}${birth}${expiry}${personal}${personalCheck}`);
  const line2 = `${head}${field(fields.nationality, 3)}${birth}${fields.sex}${expiry}${personal}${personalCheck}${composite}`;
  return [line1, line2];
}
