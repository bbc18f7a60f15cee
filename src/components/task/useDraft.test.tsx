import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/renderWithStore';
import { forgetDrafts, useDraft } from './useDraft';

function Editor() {
  const [value, setValue, clear, restored] = useDraft('probe', '');
  return (
    <div>
      <label>
        Note
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      {restored ? <p>Restored</p> : null}
      <button onClick={clear}>Cancel</button>
    </div>
  );
}

describe('useDraft', () => {
  it('restores an edit after a remount (reload, re-login)', async () => {
    const first = renderWithStore(<Editor />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'half typed');
    first.unmount();

    renderWithStore(<Editor />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half typed');
    expect(screen.getByText('Restored')).toBeInTheDocument();
  });

  it('a page mounted again in the same render (moved in the tree) shows the edit typed last', async () => {
    function Moving() {
      const [place, setPlace] = useState(0);
      return (
        <>
          <button onClick={() => setPlace(place + 1)}>Move</button>
          <Editor key={place} />
        </>
      );
    }
    renderWithStore(<Moving />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'just typed');
    // The new instance renders before the old one unmounts and flushes its write.
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('just typed');
  });

  it('stores the draft when the page is left before the write delay has passed', async () => {
    renderWithStore(<Editor />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'quick');
    const stored = () =>
      Object.keys(window.sessionStorage)
        .filter((key) => key.endsWith('.probe'))
        .map((key) => window.sessionStorage.getItem(key));
    expect(stored()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual(['"quick"']);
  });

  it('forgets the edit once cleared', async () => {
    const first = renderWithStore(<Editor />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'gone');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    first.unmount();

    renderWithStore(<Editor />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(screen.queryByText('Restored')).not.toBeInTheDocument();
  });

  it("forgets the guest's drafts on a logout, the one still unwritten included", async () => {
    const drafts = () => Object.keys(window.sessionStorage).filter((key) => key.endsWith('.probe'));
    const first = renderWithStore(<Editor />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'written');
    window.dispatchEvent(new Event('pagehide'));
    expect(drafts()).toHaveLength(1);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), ' and more');
    forgetDrafts(first.store.getState().session.userId);
    first.unmount();
    expect(drafts()).toEqual([]);
    renderWithStore(<Editor />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });
});
