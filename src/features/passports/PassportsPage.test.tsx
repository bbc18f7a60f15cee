import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { DocumentRecord } from '../../../mock-server/types';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { expectUploadAsRecorded } from '../../test/pactUpload';
import { renderWithStore, TEST_CONFIG } from '../../test/renderWithStore';
import { apiUrl, requests, reservation, server } from '../../test/sandbox';
import PassportsPage from './PassportsPage';

// The worker does not run in jsdom: compression hands back a small JPEG of the same name, and
// the photo check finds a blurred photo by its name.
vi.mock('../../lib/imageCompression/compressImage', () => {
  const small = (file: File) => new File(['small'], file.name, { type: 'image/jpeg' });
  return {
    compressImage: vi.fn(async (file: File) => small(file)),
    compressAndCheckPhoto: vi.fn(async (file: File) => ({
      file: small(file),
      photoProblems: file.name.includes('blurred') ? ['blurry'] : [],
    })),
  };
});

const MESSAGES = STATUS_MESSAGES.passports;
const docs: DocumentRecord[] = [
  { id: 1, path: '/passports/KX-1/1-passport.jpg', title: 'passport.jpg', mime_type: 'image/jpeg' },
  {
    meta_id: 5,
    path: '/passports/KX-1/5-visa.pdf',
    name: 'visa.pdf',
    mime_type: 'application/pdf',
  },
  { path: '/passports/KX-1/orphan.png', title: 'orphan.png', mime_type: 'image/png' },
];

/** The fresh guest's passport task in the sandbox: its status and uploaded documents. */
function seed(status = 'uncomplete', documents: DocumentRecord[] = docs) {
  const r = reservation();
  r.statuses.passports = status;
  r.customerDocuments = structuredClone(documents);
}

const titles = () => reservation().customerDocuments.map((doc) => doc.title ?? doc.name);

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
/** A file starting like a JPEG: the intake reads the bytes, not only the name. */
const jpeg = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), name], name, { type });

/** Says whose passport a staged file is: KX-1001 has two travellers, and nobody is chosen for the guest. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  file: string,
  traveller = 'Emma Walker',
) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: `Traveller for ${file}` }),
    traveller,
  );
}

installFakeXhr();

describe('PassportsPage', () => {
  it('shows the loading text, then banner, sample card, grid and confirm button', async () => {
    seed();
    renderWithStore(<PassportsPage />);
    expect(screen.getByText('Loading passport documents...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Passport Upload' })).toBeVisible();
    expect(screen.getByText(MESSAGES.uncomplete?.header ?? '')).toBeVisible();
    expect(screen.getByText('Sample passport photo')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Uploaded Documents' })).toBeVisible();
    const image = screen.getByRole('button', { name: 'Preview passport.jpg' }).querySelector('img');
    expect(image).toHaveAttribute('src', 'http://files.test/passports/KX-1/1-passport.jpg');
    expect(
      screen.getByRole('button', { name: 'Preview visa.pdf' }).querySelector('img'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm Passport Submission' })).toBeVisible();
  });

  it('hides every edit control unless the status is uncomplete', async () => {
    seed('processing');
    renderWithStore(<PassportsPage />);
    expect(await screen.findByText(MESSAGES.processing?.header ?? '')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose files' })).toBeNull();
    expect(screen.queryByText('Sample passport photo')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload Files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Passport Submission' })).toBeNull();
    // Looking stays possible.
    expect(screen.getByRole('button', { name: 'Preview passport.jpg' })).toBeVisible();
  });

  it('previews a PDF in a frame and closes', async () => {
    seed();
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Preview visa.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'visa.pdf' });
    // The frame joins the dialog once the dialog has been painted.
    expect(await within(dialog).findByTitle('visa.pdf')).toHaveAttribute(
      'src',
      'http://files.test/passports/KX-1/5-visa.pdf',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes by meta_id when there is no id, and closes after success', async () => {
    seed();
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete visa.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    expect(within(dialog).getByText('visa.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Shown for 0.2 s before the dialog closes: found is enough.
    await within(dialog).findByText('Document deleted successfully.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/portal/customer_documents/delete/5',
    ]);
    expect(titles()).toEqual(['passport.jpg', 'orphan.png']);
  });

  it('explains a missing id and a failed delete, keeping the dialog open', async () => {
    seed();
    server.use(
      http.delete(apiUrl('/portal/customer_documents/delete/1'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete orphan.png' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Cannot delete: file id is missing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete passport.jpg' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete the document. Please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Delete uploaded document?' })).toBeVisible();
  });

  it('uploads staged files one per request in field customer_documents[0]; a failure keeps its file with Retry', async () => {
    seed('uncomplete', []);
    // The first request fails; the sandbox stores the others.
    FakeXhr.respond = () =>
      FakeXhr.sent.length === 1 ? { status: 500, body: { message: 'Server error' } } : 'sandbox';
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    const input = (await screen.findByLabelText('Choose files to upload')) as HTMLInputElement;
    await user.upload(input, [pdf('first.pdf'), pdf('second.pdf')]);
    expect(await screen.findByText('first.pdf')).toBeVisible();
    expect(screen.getByText('second.pdf')).toBeVisible();

    // A staged file can be removed before upload... and added again.
    await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
    expect(screen.queryByText('second.pdf')).toBeNull();
    await user.upload(input, [pdf('second.pdf')]);
    await screen.findByText('second.pdf');
    await choose(user, 'first.pdf', 'Emma Walker');
    await choose(user, 'second.pdf', 'Daniel Walker');

    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    // Each file is sent named after the traveller it was given to (KX-1001: Emma, Daniel).
    expect(FakeXhr.sent.map((request) => request.parts)).toEqual([
      [['customer_documents[0]', 'passport-emma-walker.pdf']],
      [['customer_documents[0]', 'passport-daniel-walker.pdf']],
    ]);
    expect(FakeXhr.sent[0]?.url).toBe('http://api.test/v1/portal/customer_documents/upload');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed: the server could not store the file (error 500).',
    );
    expect(screen.getByText('first.pdf')).toBeVisible();
    const listCalls = () => requests.filter((call) => call.path === '/portal/customer_documents');
    const before = listCalls().length;
    // The list reloads 1.2 s after the run.
    await waitFor(() => expect(listCalls().length).toBe(before + 1), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Retry upload of first.pdf' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    expect(FakeXhr.sent[2]?.parts).toEqual([['customer_documents[0]', 'passport-emma-walker.pdf']]);
    expect(await screen.findByText('Upload complete')).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(titles()).toEqual(['passport-daniel-walker.pdf', 'passport-emma-walker.pdf']);
  });

  it('sends the upload request the contract recorded (method, path, field, headers)', async () => {
    seed('uncomplete', []);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [pdf('p.pdf')]);
    await choose(user, 'p.pdf');
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expectUploadAsRecorded(FakeXhr.sent[0], TEST_CONFIG.apiBaseUrl);
  });

  it('says a locked task was submitted meanwhile, offers no Retry, and reloads its status', async () => {
    seed('uncomplete', []);
    // 423 is the gateway's answer for a locked task (a sandbox fault), not the handlers'.
    FakeXhr.respond = () => ({
      status: 423,
      body: { message: 'This task has already been submitted and is locked.' },
    });
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    await choose(user, 'a.pdf', 'Emma Walker');
    await choose(user, 'b.pdf', 'Daniel Walker');
    const listCalls = () => requests.filter((call) => call.path === '/portal/customer_documents');
    const before = listCalls().length;
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    expect(
      await screen.findByText(/already been submitted \(perhaps in another tab/),
    ).toBeVisible();
    expect(screen.getByText('Not added: this task has already been submitted.')).toBeVisible();
    // The first rejection stops the run: the second file is not sent into a locked task.
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Retry upload/ })).toBeNull();
    await waitFor(() => expect(listCalls().length).toBe(before + 1));
  });

  it('can cancel an upload in progress without losing the file', async () => {
    seed('uncomplete', []);
    FakeXhr.respond = () => 'hang';
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [pdf('slow.pdf')]);
    await choose(user, 'slow.pdf');
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry upload of slow.pdf' })).toBeVisible();
  });

  it('drops invalid files with its message and keeps the valid ones', async () => {
    seed('uncomplete', []);
    const user = userEvent.setup({ applyAccept: false });
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      jpeg('photo.jpg', ''),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid file type: notes.txt. Only JPEG, PNG or PDF files can be uploaded',
    );
    expect(screen.getByText('photo.jpg')).toBeVisible();
    expect(screen.queryByText('notes.txt')).toBeNull();
  });

  it("shows the photo check's verdict on each staged image, and none on a PDF", async () => {
    seed('uncomplete', []);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      jpeg('front.jpg'),
      jpeg('blurred.jpg'),
      pdf('scan.pdf'),
    ]);
    const staged = await screen.findByRole('list', { name: 'Files to upload' });
    const rows = await within(staged).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const rowOf = (name: string) => rows.find((row) => row.textContent?.includes(name));
    expect(rowOf('front.jpg')).toHaveTextContent('Sharp and well lit');
    expect(rowOf('blurred.jpg')).toHaveTextContent(
      'Blurry photo – wipe the lens, hold the phone steady and tap to focus.',
    );
    expect(rowOf('scan.pdf')).not.toHaveTextContent(/Sharp and well lit|Blurry/);
    expect(screen.getByRole('status', { name: 'Photo check' })).toHaveTextContent(
      'front.jpg: Sharp and well lit. blurred.jpg: Blurry photo.',
    );
  });

  it('rejects files beyond 12 over uploaded plus staged', async () => {
    const eleven = Array.from({ length: 11 }, (_, index): DocumentRecord => ({
      id: index + 1,
      path: `/p/${index}.pdf`,
      mime_type: 'application/pdf',
    }));
    seed('uncomplete', eleven);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      pdf('twelfth.pdf'),
      pdf('thirteenth.pdf'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum number of files (12) exceeded. Not added: thirteenth.pdf.',
    );
    expect(screen.getByText('twelfth.pdf')).toBeVisible();
    expect(screen.queryByText('thirteenth.pdf')).toBeNull();
  });

  it('confirms with PATCH customer_document_status processing and announces the new status', async () => {
    seed();
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('portalStatusUpdated', listener);
    const user = userEvent.setup();
    renderWithStore(<PassportsPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm Passport Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
    expect(
      within(dialog).getByText(
        'Do you want to submit your passport images to our team for processing?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((call) => call.method === 'PATCH')?.body).toEqual({
      customer_document_status: 'processing',
    });
    expect(events).toContainEqual(
      expect.objectContaining({ key: 'passports', status: 'processing' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm Passport Submission' })).toBeNull(),
    );
    expect(reservation().statuses.passports).toBe('processing');
    window.removeEventListener('portalStatusUpdated', listener);
  });

  it('asks before leaving the page while chosen files are not uploaded', async () => {
    seed('uncomplete', []);
    const user = userEvent.setup();
    const { history } = renderWithStore(<PassportsPage />, {
      path: '/passports',
      routes: [{ path: '/dashboard', element: <p>dashboard page</p> }],
    });
    await user.upload(await screen.findByLabelText('Choose files to upload'), [pdf('kept.pdf')]);
    await screen.findByText('kept.pdf');
    await act(() => history.push('/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText('kept.pdf')).toBeVisible();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });
});
