import { render, screen, waitFor, within } from '@testing-library/react';
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

function Previewing({ document }: { document: DocumentEntry }) {
  const [previewing, setPreviewing] = useState<DocumentEntry | null>(document);
  return <PreviewDialog document={previewing} onClose={() => setPreviewing(null)} />;
}

describe('PreviewDialog', () => {
  it('keeps showing the document while it closes, then goes', async () => {
    render(<Previewing document={PHOTO} />);
    const dialog = screen.getByRole('dialog', { name: PHOTO.name });
    expect(within(dialog).getByRole('img', { name: PHOTO.name })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Fading out: the same title and photo, never the note for a file it cannot show.
    expect(dialog).toHaveTextContent(PHOTO.name);
    expect(within(dialog).getByRole('img', { hidden: true })).toHaveAttribute('src', PHOTO.url);
    expect(dialog).not.toHaveTextContent('Unsupported preview format');

    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('says when a file cannot be shown', () => {
    const sheet = { ...PHOTO, name: 'notes.docx', mimeType: 'application/msword' };
    render(<PreviewDialog document={sheet} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'notes.docx' })).toHaveTextContent(
      'Unsupported preview format',
    );
  });
});
