import { screen, waitFor, within } from '@testing-library/react';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { http, HttpResponse } from 'msw';
import type { DocumentRecord, MealPassenger } from '../../../mock-server/types';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, server } from '../../test/sandbox';
import PassportsPage from './PassportsPage';

vi.mock('../../lib/imageCompression/compressImage', () => {
  const small = (file: File) => new File(['small'], file.name, { type: 'image/jpeg' });
  return {
    compressImage: vi.fn(async (file: File) => small(file)),
    compressAndCheckPhoto: vi.fn(async (file: File) => ({ file: small(file), photoProblems: [] })),
  };
});

const passenger = (id: number, firstname: string, lastname: string): MealPassenger => ({
  id,
  prefix: null,
  firstname,
  lastname,
  meal_choice: null,
  has_allergies: null,
  food_allergies: [],
  meal_request: '',
});
const doc = (id: number, title: string, mime = 'image/jpeg'): DocumentRecord => ({
  id,
  path: `/passports/KX-1/${id}-${title}`,
  title,
  mime_type: mime,
});
/** The fresh guest (KX-1001: Emma Walker and DANIEL walker) with these passport documents. */
const seed = (documents: DocumentRecord[], passengers?: MealPassenger[]) => {
  const r = reservation();
  r.customerDocuments = documents;
  if (passengers) r.passengers = passengers;
};
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), name], name, { type: 'image/jpeg' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const rowOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Passports by traveller' }))
    .getAllByRole('listitem')
    .find((row) => row.firstChild?.textContent === name);

installFakeXhr();

describe('PassportsPage: one row per traveller', () => {
  it('names each upload for the traveller chosen, fills their row and asks about the missing one', async () => {
    seed([]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
    expect(screen.getByText('2 of 2 travellers have no passport yet.')).toBeVisible();
    expect(rowOf('Emma Walker')).toHaveTextContent('Passport missing');
    expect(rowOf('Daniel Walker')).toHaveTextContent('Passport missing');

    await user.upload(screen.getByLabelText('Choose files to upload'), [
      jpeg('IMG_1.jpg'),
      jpeg('IMG_2.JPG'),
    ]);
    // Nobody is chosen for the guest: they say whose passport each file is.
    const first = await screen.findByRole('combobox', { name: 'Traveller for IMG_1.jpg' });
    const second = screen.getByRole('combobox', { name: 'Traveller for IMG_2.JPG' });
    expect(first).toHaveDisplayValue('Choose a traveller');
    expect(second).toHaveDisplayValue('Choose a traveller');
    await user.selectOptions(first, 'Emma Walker');
    // A second file for the same traveller can be meant (both pages), so it is said, not refused.
    await user.selectOptions(second, 'Emma Walker (chosen for another file)');
    expect(second).toHaveDisplayValue('Emma Walker (chosen for another file)');
    // The first file's choice came first: only the second says it.
    expect(first).toHaveDisplayValue('Emma Walker');

    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((request) => request.parts)).toEqual([
      [['customer_documents[0]', 'passport-emma-walker.jpg']],
      [['customer_documents[0]', 'passport-emma-walker-2.jpg']],
    ]);

    expect(reservation().customerDocuments.map((document) => document.title)).toEqual([
      'passport-emma-walker.jpg',
      'passport-emma-walker-2.jpg',
    ]);
    await waitFor(
      () => expect(rowOf('Emma Walker')).toHaveTextContent('passport-emma-walker-2.jpg'),
      {
        timeout: 3000,
      },
    );
    expect(rowOf('Emma Walker')).not.toHaveTextContent('Passport missing');
    expect(rowOf('Daniel Walker')).toHaveTextContent('Passport missing');
    expect(screen.getByText('1 of 2 travellers has no passport yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm Passport Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        '1 traveller has no passport yet. Submit without them? You can send theirs to our travel team afterwards.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('a confirm tapped while the list reloads after an upload opens once the upload is counted', async () => {
    seed([]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [jpeg('IMG_1.jpg')]);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Traveller for IMG_1.jpg' }),
      'Emma Walker',
    );
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    const confirm = screen.getByRole('button', { name: 'Confirm Passport Submission' });
    await waitFor(() => expect(confirm).toBeEnabled());
    // Stored, the list not reloaded yet: Emma's row still says missing.
    expect(rowOf('Emma Walker')).toHaveTextContent('Passport missing');
    await user.click(confirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confirm).toHaveAttribute('aria-busy', 'true');

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Confirm Submission' },
      { timeout: 3000 },
    );
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('1 traveller has no passport yet.'),
    );
  });

  it('after a submit with a traveller missing, says where their passport goes: the travel team', async () => {
    seed([doc(3, 'passport-daniel-walker.jpg')]);
    reservation().statuses.passports = 'processing';
    renderWithStore(<PassportsPage />);
    const note = await screen.findByText(
      '1 traveller has no passport yet. Send their passport photo to our travel team:',
    );
    const contact = await screen.findByRole('region', { name: 'Need to contact our travel team?' });
    expect(within(contact).getByText(reservation().whatsApp.agent_app_number ?? '')).toBeVisible();
    // The note stands above the traveller list, whose rows it explains.
    const list = screen.getByRole('region', { name: 'Travellers' });
    expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rowOf('Emma Walker')).toHaveTextContent('Passport missing');
    expect(screen.queryByLabelText('Choose files to upload')).toBeNull();
  });

  it('says nothing of missing passports once the task is completed, or when none is missing', async () => {
    seed([doc(3, 'passport-daniel-walker.jpg')]);
    reservation().statuses.passports = 'completed';
    const view = renderWithStore(<PassportsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
    expect(screen.queryByText(/Send their passport/)).toBeNull();
    view.unmount();

    seed([doc(3, 'passport-daniel-walker.jpg'), doc(4, 'passport-emma-walker.jpg')]);
    reservation().statuses.passports = 'processing';
    renderWithStore(<PassportsPage />);
    expect(await screen.findByText(/Every traveller has a passport uploaded/)).toBeVisible();
    expect(screen.queryByText(/Send their passport/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Need to contact our travel team?' })).toBeNull();
  });

  it('says at the top that only the confirm is left once every traveller has a passport', async () => {
    seed([doc(3, 'passport-daniel-walker.jpg'), doc(4, 'passport-emma-walker.jpg')]);
    renderWithStore(<PassportsPage />);
    const note = await screen.findByText(
      'Every traveller has a passport uploaded (2 of 2). One step is left: Confirm Passport Submission.',
    );
    expect(note).toBeVisible();
    // Read before the server's banner, which still asks for uploads until the confirm.
    const banner = screen.getByText(STATUS_MESSAGES.passports.uncomplete?.header ?? '');
    expect(note.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists files named for no traveller apart; a document for no traveller keeps its name', async () => {
    seed([doc(3, 'passport-daniel-walker.pdf', 'application/pdf'), doc(4, 'visa.pdf')]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    expect(await screen.findByText('1 of 2 travellers has no passport yet.')).toBeVisible();
    // A traveller is still missing: the page does not say only the confirm is left.
    expect(screen.queryByText(/one step is left/)).toBeNull();
    expect(rowOf('Daniel Walker')).toHaveTextContent('passport-daniel-walker.pdf');
    const other = screen.getByRole('list', { name: 'Not named for a traveller' });
    expect(other).toHaveTextContent('visa.pdf');

    await user.upload(screen.getByLabelText('Choose files to upload'), [pdf('scan.pdf')]);
    const select = await screen.findByRole('combobox', { name: 'Traveller for scan.pdf' });
    expect(select).toHaveDisplayValue('Choose a traveller');
    // Who has a passport already is said, so a second one for them is a choice, not a slip.
    expect(optionTexts(select)).toEqual([
      'Choose a traveller',
      'Emma Walker',
      'Daniel Walker (passport uploaded)',
      'Another document (keep its file name)',
    ]);
    // A document for no traveller keeps its own name.
    await user.selectOptions(select, 'Another document (keep its file name)');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.parts).toEqual([['customer_documents[0]', 'scan.pdf']]);
  });

  it('lists the travellers still missing a passport first, those with one after, marked', async () => {
    seed([doc(3, 'passport-emma-walker.jpg')]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [jpeg('next.jpg')]);
    const select = await screen.findByRole('combobox', { name: 'Traveller for next.jpg' });
    expect(optionTexts(select)).toEqual([
      'Choose a traveller',
      'Daniel Walker',
      'Emma Walker (passport uploaded)',
      'Another document (keep its file name)',
    ]);
  });

  it('asks whose passport each unassigned file is instead of uploading, and sends once chosen', async () => {
    seed([]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      jpeg('partner.jpg'),
      jpeg('mine.jpg'),
    ]);
    const partner = await screen.findByRole('combobox', { name: 'Traveller for partner.jpg' });
    const mine = screen.getByRole('combobox', { name: 'Traveller for mine.jpg' });
    await user.selectOptions(mine, 'Emma Walker');
    expect(partner).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    // Nothing is sent: the missing choice is marked, described and focused.
    expect(partner).toHaveAttribute('aria-invalid', 'true');
    expect(partner).toHaveAccessibleDescription('Choose whose passport this is.');
    expect(partner).toHaveFocus();
    expect(mine).not.toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeXhr.sent).toHaveLength(0);

    await user.selectOptions(partner, 'Daniel Walker');
    expect(partner).not.toHaveAttribute('aria-invalid', 'true');
    expect(partner).not.toHaveAccessibleDescription('Choose whose passport this is.');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((request) => request.parts)).toEqual([
      [['customer_documents[0]', 'passport-daniel-walker.jpg']],
      [['customer_documents[0]', 'passport-emma-walker.jpg']],
    ]);
  });

  it('gives a file to the only traveller of a booking of one, even one with a passport already', async () => {
    seed([doc(3, 'passport-emma-walker.jpg')], [passenger(7, 'Emma', 'Walker')]);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Travellers' })).toBeVisible();
    await user.upload(screen.getByLabelText('Choose files to upload'), [jpeg('IMG_9.jpg')]);
    expect(
      await screen.findByRole('combobox', { name: 'Traveller for IMG_9.jpg' }),
    ).toHaveDisplayValue('Emma Walker (passport uploaded)');
    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.parts).toEqual([
      ['customer_documents[0]', 'passport-emma-walker-2.jpg'],
    ]);
  });

  it('takes a 13th file for a booking of 13 passengers, and says so', async () => {
    const thirteen = Array.from({ length: 13 }, (_, index) =>
      passenger(index + 1, `Guest${'abcdefghijklm'[index]}`, 'Miller'),
    );
    const twelve = Array.from({ length: 12 }, (_, index) => doc(index + 1, `old-${index}.jpg`));
    seed(twelve, thirteen);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    expect(await screen.findByText('13 of 13 travellers have no passport yet.')).toBeVisible();
    expect(screen.getByText('12 of 13')).toBeVisible();
    expect(screen.getByText(/at most 13 files in total/)).toBeVisible();
    await user.upload(screen.getByLabelText('Choose files to upload'), [
      pdf('thirteenth.pdf'),
      pdf('fourteenth.pdf'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum number of files (13) exceeded. Not added: fourteenth.pdf.',
    );
    expect(screen.getByText('thirteenth.pdf')).toBeVisible();
  });

  it('works without the traveller list when the passengers cannot be loaded', async () => {
    seed([]);
    server.use(
      http.get(apiUrl('/portal/meal_requests'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [pdf('a.pdf')]);
    expect(await screen.findByText('a.pdf')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Travellers' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText(/at most 12 files in total/)).toBeVisible();
  });
});
