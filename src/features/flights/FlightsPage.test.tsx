import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { DocumentRecord } from '../../../mock-server/types';
import { FakeXhr, installFakeXhr } from '../../test/fakeXhr';
import { expectUploadAsRecorded } from '../../test/pactUpload';
import { renderWithStore, TEST_CONFIG } from '../../test/renderWithStore';
import { requests, reservation } from '../../test/sandbox';
import { NOTHING_UPLOADED_REASON } from '../../components/documentUpload/SubmitSection';
import FlightsPage, { FLIGHT_TEXTS } from './FlightsPage';

// Counts the renders of the page's submit section: each render of the upload page renders it.
const pageRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/documentUpload/SubmitSection', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../components/documentUpload/SubmitSection')>();
  const { countingRenders } = await import('../../test/countRenders');
  return { ...actual, SubmitSection: countingRenders(actual.SubmitSection, pageRenders) };
});

/** The fresh guest's flight task in the sandbox: its status and uploaded documents. */
function seed(status: string, documents: DocumentRecord[] = []) {
  const r = reservation();
  r.statuses.flights = status;
  r.flightDocuments = documents;
}

const ticket = (id: number, name = `ticket-${id}.pdf`): DocumentRecord => ({
  id,
  path: `/f/${id}-${name}`,
  title: name,
  mime_type: 'application/pdf',
});
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const CONFIRM = 'Confirm Document(s) Submission';

installFakeXhr();

describe('FlightsPage (the same upload feature, flight configuration)', () => {
  it('shows the flight texts and no passport sample', async () => {
    seed('uncomplete');
    renderWithStore(<FlightsPage />);
    expect(screen.getByText('Loading flight documents...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight Information' }),
    ).toBeVisible();
    expect(screen.getByText(STATUS_MESSAGES.flights.uncomplete?.header ?? '')).toBeVisible();
    expect(screen.queryByText('Sample passport photo')).toBeNull();
    expect(screen.getByText('No documents uploaded yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm Document(s) Submission' })).toBeVisible();
    expect(screen.getByText(FLIGHT_TEXTS.intro)).toBeVisible();
    // Nothing uploaded yet: no word of a last step.
    expect(screen.queryByText(/one step is left/)).toBeNull();
  });

  it('says at the top when only the confirm is left, and takes the guest to it', async () => {
    seed('uncomplete', [ticket(3)]);
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    expect(
      await screen.findByText(
        'Your uploads are here. If that is everything, one step is left: Confirm Document(s) Submission.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm Document(s) Submission' })).toHaveFocus();
  });

  it('uploads in the field flight_documents[0]', async () => {
    seed('uncomplete');
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      new File(['%PDF-1.7'], 'e-ticket.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.url).toBe('http://api.test/v1/portal/flight_documents/upload');
    expect(FakeXhr.sent[0]?.parts).toEqual([['flight_documents[0]', 'e-ticket.pdf']]);
    expect(FakeXhr.sent[0]?.headers.Authorization).toBe('Bearer test-token');
    // ... and it is the request the contract recorded.
    expectUploadAsRecorded(FakeXhr.sent[0], TEST_CONFIG.apiBaseUrl);
  });

  it('deletes through the flight endpoint by document_id', async () => {
    seed('uncomplete', [
      {
        document_id: 12,
        path: '/f/12-ticket.pdf',
        title: 'ticket.pdf',
        mime_type: 'application/pdf',
      },
    ]);
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete ticket.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Shown for 0.2 s before the dialog closes: found is enough.
    await within(dialog).findByText('Document deleted successfully.');
    expect(requests.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/portal/flight_documents/delete/12',
    ]);
    expect(reservation().flightDocuments).toEqual([]);
  });

  it('confirms with PATCH flight_document_status processing', async () => {
    seed('uncomplete', [ticket(3)]);
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.click(await screen.findByRole('button', { name: 'Confirm Document(s) Submission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Submission' });
    expect(
      within(dialog).getByText(
        'Do you want to submit your flight documents to our team for processing?',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requests.find((call) => call.method === 'PATCH')?.body).toEqual({
        flight_document_status: 'processing',
      }),
    );
    await waitFor(() => expect(reservation().statuses.flights).toBe('processing'));
  });

  it('opens and closes a preview without rendering the rest of the page again', async () => {
    seed('uncomplete', [ticket(3, 'ticket.pdf')]);
    renderWithStore(<FlightsPage />);
    const user = userEvent.setup();
    const preview = await screen.findByRole('button', { name: 'Preview ticket.pdf' });
    await waitFor(() => expect(pageRenders.count).toBeGreaterThan(0));
    const before = pageRenders.count;
    await user.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'ticket.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pageRenders.count).toBe(before);
  });

  it('keeps the page read-only once completed', async () => {
    seed('completed', [ticket(3, 'ticket.pdf')]);
    renderWithStore(<FlightsPage />);
    expect(await screen.findByRole('button', { name: 'Preview ticket.pdf' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete ticket.pdf' })).toBeNull();
    expect(screen.queryByLabelText('Choose files to upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Document(s) Submission' })).toBeNull();
    // Nothing left to upload: the page no longer asks for it.
    expect(screen.queryByText(FLIGHT_TEXTS.intro)).toBeNull();
  });

  it('offers no confirm until a document is uploaded and none waits in the list, and says why', async () => {
    seed('uncomplete');
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    const confirm = await screen.findByRole('button', { name: CONFIRM });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(NOTHING_UPLOADED_REASON);

    await user.upload(screen.getByLabelText('Choose files to upload'), [pdf('e-ticket.pdf')]);
    await screen.findByText('e-ticket.pdf');
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(
      '1 file in your list is not uploaded yet: upload or remove it before you confirm.',
    );

    await user.click(screen.getByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(confirm).not.toHaveAccessibleDescription();
    // Still enabled once the reloaded list shows the document.
    expect(await screen.findByRole('button', { name: 'Preview e-ticket.pdf' })).toBeVisible();
    expect(confirm).toBeEnabled();
  });

  it('announces a stored upload once, and leaves the focus on the confirm button', async () => {
    seed('uncomplete');
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    const region = await screen.findByRole('status', { name: 'Upload result' });
    await user.upload(screen.getByLabelText('Choose files to upload'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    await waitFor(() => expect(region).toHaveTextContent('2 files uploaded.'));
    expect(screen.getByRole('button', { name: CONFIRM })).toHaveFocus();
    // The list reloads; the announcement stays as it was (nothing new to say).
    expect(await screen.findByRole('button', { name: 'Preview b.pdf' })).toBeVisible();
    expect(region).toHaveTextContent(/^2 files uploaded\.$/);
    expect(screen.getByRole('button', { name: CONFIRM })).toHaveFocus();
  });

  it('puts the focus on Retry when an upload fails', async () => {
    seed('uncomplete');
    FakeXhr.respond = () => ({ status: 500, body: { message: 'Server error' } });
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [pdf('a.pdf')]);
    await user.click(await screen.findByRole('button', { name: 'Upload Files' }));
    const retry = await screen.findByRole('button', { name: 'Retry upload of a.pdf' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(screen.getByRole('status', { name: 'Upload result' })).toHaveTextContent('');
  });

  it('moves the focus to the next Remove when a staged file is removed, then to Choose files', async () => {
    seed('uncomplete');
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.upload(await screen.findByLabelText('Choose files to upload'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.getByRole('button', { name: 'Remove c.pdf' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.getByRole('button', { name: 'Choose files' })).toHaveFocus();
  });

  it('moves the focus to the Delete that took the deleted document’s place, then to Choose files', async () => {
    seed('uncomplete', [ticket(1), ticket(2)]);
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    for (const [name, next] of [
      ['ticket-1.pdf', 'Delete ticket-2.pdf'],
      ['ticket-2.pdf', 'Choose files'],
    ]) {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: next })).toHaveFocus());
    }
  });
});
