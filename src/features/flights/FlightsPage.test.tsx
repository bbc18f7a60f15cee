import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../components/documentUpload/fakeXhr.testutil';
import { expectUploadAsRecorded } from '../../test/pactUpload';
import { fakeApi, renderWithStore, TEST_CONFIG } from '../../test/renderWithStore';
import FlightsPage from './FlightsPage';

const LIST = 'GET /portal/flight_documents';
const list = (status: string, documents: unknown[] = []) => ({
  body: { status, flight_documents: documents },
});

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('FlightsPage (the same upload feature, flight configuration)', () => {
  it('shows the flight texts and no passport sample', async () => {
    fakeApi({ [LIST]: list('uncomplete') });
    renderWithStore(<FlightsPage />);
    expect(screen.getByText('Loading flight documents...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flight Information' }),
    ).toBeVisible();
    expect(screen.getByText('Status: uncomplete')).toBeVisible();
    expect(screen.queryByText('Sample passport photo')).toBeNull();
    expect(screen.getByText('No documents uploaded yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm Document(s) Submission' })).toBeVisible();
  });

  it('uploads in the field flight_documents[0]', async () => {
    fakeApi({ [LIST]: list('uncomplete') });
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
    fakeApi({
      [LIST]: list('uncomplete', [
        {
          document_id: 12,
          path: '/f/12-ticket.pdf',
          title: 'ticket.pdf',
          mime_type: 'application/pdf',
        },
      ]),
      'DELETE /portal/flight_documents/delete/12': {
        body: { message: 'Document deleted successfully.' },
      },
    });
    const user = userEvent.setup();
    renderWithStore(<FlightsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete ticket.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete uploaded document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Document deleted successfully.')).toBeVisible();
  });

  it('confirms with PATCH flight_document_status processing', async () => {
    const api = fakeApi({
      [LIST]: list('uncomplete'),
      'PATCH /portal/flight_documents/submit': { body: { message: 'Thank you!' } },
    });
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
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        flight_document_status: 'processing',
      }),
    );
  });

  it('keeps the page read-only once completed', async () => {
    fakeApi({
      [LIST]: list('completed', [
        { id: 3, path: '/f/3-ticket.pdf', title: 'ticket.pdf', mime_type: 'application/pdf' },
      ]),
    });
    renderWithStore(<FlightsPage />);
    expect(await screen.findByRole('button', { name: 'Preview ticket.pdf' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete ticket.pdf' })).toBeNull();
    expect(screen.queryByLabelText('Choose files to upload')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm Document(s) Submission' })).toBeNull();
  });
});
