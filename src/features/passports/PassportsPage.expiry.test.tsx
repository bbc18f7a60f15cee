import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { noteUploaded } from '../../components/travellers/keptExpiries';
import type { MrzRead } from '../../lib/mrz/td3';
import type { DocumentRecord } from '../../../mock-server/types';
import { renderWithStore } from '../../test/renderWithStore';
import { requests, reservation } from '../../test/sandbox';
import PassportsPage from './PassportsPage';

// The tour (KX-1001's, in the sandbox) runs from 04/10/2027 to 04/21/2027. The worker does not run in
// jsdom: the zone it would read is named by the file (expiring: 04/15/2026, else 2031).
const zoneOf = (name: string): MrzRead => ({
  documentType: 'P',
  issuingState: 'GBR',
  surname: 'WALKER',
  givenNames: name.includes('daniel') ? 'DANIEL' : 'EMMA',
  documentNumber: '123456789',
  nationality: 'GBR',
  birthDate: { year: 1990, month: 1, day: 1 },
  sex: 'F',
  expiryDate: name.includes('expiring')
    ? { year: 2026, month: 4, day: 15 }
    : { year: 2031, month: 1, day: 1 },
  personalNumber: '',
  lines: ['', ''],
  corrections: 0,
});
vi.mock('../../lib/imageCompression/compressImage', () => {
  const small = (file: File) => new File(['small'], file.name, { type: 'image/jpeg' });
  return {
    compressImage: vi.fn(async (file: File) => small(file)),
    compressAndCheckPhoto: vi.fn(
      async (file: File, _options: unknown, onZone?: (zone: MrzRead | null) => void) => {
        setTimeout(() => onZone?.(zoneOf(file.name)), 0);
        return { file: small(file), photoProblems: [] };
      },
    ),
  };
});

// April 15, 2026 has passed: the warning says it has run out, not that it will.
const WARNING = 'Expired April 15, 2026: renew it before you travel.';
/** The fresh guest (KX-1001: Emma Walker and DANIEL walker), or another, with these documents. */
const seed = (documents: DocumentRecord[], id?: string) => {
  const r = reservation(id);
  r.customerDocuments = documents;
  if (id) r.passengers = structuredClone(reservation().passengers);
};
const doc = (id: number, title: string): DocumentRecord => ({
  id,
  path: `/passports/KX-1/${id}-${title}`,
  title,
  mime_type: 'image/jpeg',
});
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Passports by traveller' }))
    .getAllByRole('listitem')
    .find((row) => row.firstChild?.textContent === name);

/** Stages a photo, waits for its zone to be read, uploads it and waits for the list to show it. */
async function upload(file: File, listed: string) {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('Choose files to upload'), [file]);
  // Staging hashes the file with the browser's crypto, which answers in a later task.
  const staged = await screen.findByRole('list', { name: 'Files to upload' });
  await within(staged).findByText(/Read on this device/);
  await user.click(screen.getByRole('button', { name: 'Upload Files' }));
  await waitFor(
    () =>
      expect(screen.getByRole('list', { name: 'Passports by traveller' })).toHaveTextContent(
        listed,
      ),
    {
      timeout: 3000,
    },
  );
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Files to upload' })).toBeNull(), {
    timeout: 3000,
  });
  return user;
}

installFakeXhr();

describe('PassportsPage: an expiring passport after its upload', () => {
  it('keeps the warning on the traveller’s row once uploaded, until the document is deleted', async () => {
    renderWithStore(<PassportsPage />);
    expect(await screen.findByText('2 of 2 travellers have no passport yet.')).toBeVisible();

    const user = await upload(jpeg('emma-expiring.jpg'), 'passport-emma-walker.jpg');
    // The staged note is gone with the staged file; the row says it, in the same words.
    expect(rowOf('Emma Walker')).toHaveTextContent(`passport-emma-walker.jpg${WARNING}`);
    expect(rowOf('Daniel Walker')).not.toHaveTextContent(/Expire[sd]/);
    // Nothing read went out: the upload is the photo under the traveller's name.
    expect(JSON.stringify(requests.map((call) => call.body))).not.toMatch(
      /04\/15\/2026|Expire[sd]/,
    );
    expect(FakeXhr.sent[0]?.parts).toEqual([['customer_documents[0]', 'passport-emma-walker.jpg']]);

    await user.click(screen.getByRole('button', { name: 'Delete passport-emma-walker.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowOf('Emma Walker')).toHaveTextContent('Passport missing'));
    expect(rowOf('Emma Walker')).not.toHaveTextContent(/Expire[sd]/);
    expect(reservation().customerDocuments).toEqual([]);
    await waitFor(() => expect(localStorage.getItem('portal.passportExpiry.1001')).toBeNull());
  });

  it('adds nothing to the row of a passport valid through the tour', async () => {
    renderWithStore(<PassportsPage />);
    await upload(jpeg('daniel.jpg'), 'passport-daniel-walker.jpg');
    expect(rowOf('Daniel Walker')).toHaveTextContent(/^Daniel Walkerpassport-daniel-walker\.jpg$/);
    expect(localStorage.getItem('portal.passportExpiry.1001')).toBeNull();
  });

  it('shows the warning to the guest who uploaded it, after a reload, and never to another guest', async () => {
    const documents = [doc(7, 'passport-emma-walker.jpg')];
    noteUploaded('1001', 'passport-emma-walker.jpg', {
      travellerId: 101,
      message: WARNING.slice(0, -1),
    });
    seed(documents);
    // Another guest (KX-2002) whose booking holds the same names and file, in the same browser.
    seed(documents, 'KX-2002');

    const other = renderWithStore(<PassportsPage />, { reservation: 'KX-2002' });
    await waitFor(() => expect(rowOf('Emma Walker')).toHaveTextContent('passport-emma-walker.jpg'));
    expect(rowOf('Emma Walker')).not.toHaveTextContent(/Expire[sd]/);
    other.unmount();

    renderWithStore(<PassportsPage />);
    await waitFor(() => expect(rowOf('Emma Walker')).toHaveTextContent(WARNING));
  });

  it('keeps it beside a document sent under its own name, which no row holds', async () => {
    noteUploaded('1001', 'scan.jpg', { travellerId: null, message: WARNING.slice(0, -1) });
    seed([doc(9, 'scan.jpg')]);
    renderWithStore(<PassportsPage />);
    const other = await screen.findByRole('list', { name: 'Not named for a traveller' });
    expect(other).toHaveTextContent(`scan.jpg${WARNING}`);
    expect(screen.getByRole('list', { name: 'Passports by traveller' })).not.toHaveTextContent(
      /Expire[sd]/,
    );
  });
});
