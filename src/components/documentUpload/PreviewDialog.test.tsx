import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DocumentEntry } from './documentEntries';
import { PreviewDialog } from './PreviewDialog';

const PHOTO: DocumentEntry = {
  id: 7,
  name: 'passport-grace-miller.jpg',
  path: '/files/7.jpg',
  mimeType: 'image/jpeg',
  url: 'https://files.example.com/files/7.jpg',
};

const SCAN: DocumentEntry = {
  id: 8,
  name: 'passport-liam-garcia.png',
  path: '/files/8.png',
  mimeType: 'image/png',
  url: 'https://files.example.com/files/8.png',
};

/** A page with the dialog, and a button that opens the second document (as a thumbnail does). */
function Previewing({ document }: { document: DocumentEntry }) {
  const [previewing, setPreviewing] = useState<DocumentEntry | null>(document);
  return (
    <>
      <button type="button" onClick={() => setPreviewing(SCAN)}>
        Open the scan
      </button>
      <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

/** Closed: nothing shown or read, and no document left in it (the dialog stays built, hidden). */
const closed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('img, iframe')).toBeNull();
  });

const shownImage = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('src');

describe('PreviewDialog', () => {
  it('keeps showing the document while it closes, then goes', async () => {
    render(<Previewing document={PHOTO} />);
    const dialog = screen.getByRole('dialog', { name: PHOTO.name });
    expect(within(dialog).getByRole('img', { name: PHOTO.name })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Fading out: the same title and photo, never the note for a file it cannot show.
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent(PHOTO.name);
    expect(within(dialog).getByRole('img', { hidden: true })).toHaveAttribute('src', PHOTO.url);
    expect(dialog).not.toHaveTextContent('Unsupported preview format');

    await closed();
  });

  it('shows the next document opened while the last one fades out, or after it has gone', async () => {
    render(<Previewing document={PHOTO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open the scan', hidden: true }));
    expect(screen.getByRole('dialog', { name: SCAN.name })).toBeInTheDocument();
    expect(shownImage()).toBe(SCAN.url);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await closed();
    await userEvent.click(screen.getByRole('button', { name: 'Open the scan' }));
    expect(screen.getByRole('dialog', { name: SCAN.name })).toBeInTheDocument();
    expect(shownImage()).toBe(SCAN.url);
  });

  it('lets go of a PDF once it has closed, though the dialog stays built', async () => {
    const pdf = { ...PHOTO, name: 'passport.pdf', mimeType: 'application/pdf', url: '/p.pdf' };
    render(<Previewing document={pdf} />);
    expect(await screen.findByTitle('passport.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await closed();
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
  });

  it('says when a file cannot be shown', () => {
    const sheet = { ...PHOTO, name: 'notes.docx', mimeType: 'application/msword' };
    render(<PreviewDialog document={sheet} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'notes.docx' })).toHaveTextContent(
      'Unsupported preview format',
    );
  });
});
