import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRouteFocus } from './useRouteFocus';

/** A page whose heading comes with its data, a moment after it opens. */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1 tabIndex={-1}>WhatsApp Registration</h1> : <p>Loading...</p>;
}

function Dashboard() {
  return (
    <>
      <h1 tabIndex={-1}>Dashboard</h1>
      <Link to="/whatsapp">Open WhatsApp Registration</Link>
    </>
  );
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate(-1)}>Back</button>
      <main ref={main}>
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/whatsapp" element={<LoadingPage />} />
        </Routes>
      </main>
    </>
  );
}

describe('useRouteFocus', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const renderShell = () =>
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Shell />
      </MemoryRouter>,
    );

  it("focuses the first page's heading in the next frame, and it does not join the Tab order", async () => {
    renderShell();
    const heading = screen.getByRole('heading', { name: 'Dashboard' });
    // Not in the task that rendered the page: focusing lays it out, which the frame does anyway.
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('opens a new page at its top and focuses its heading once its data has loaded', async () => {
    renderShell();
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Open WhatsApp Registration' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const heading = await screen.findByRole('heading', { name: 'WhatsApp Registration' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the scroll position to the browser on back, and still focuses the heading', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Open WhatsApp Registration' }));
    await screen.findByRole('heading', { name: 'WhatsApp Registration' });
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Dashboard' })).toHaveFocus());
  });

  it('coming back to a page scrolled down, focuses the link to the page left when it is on screen', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Open WhatsApp Registration' }));
    await screen.findByRole('heading', { name: 'WhatsApp Registration' });
    // The browser restored a scroll position with the heading above the screen, the link on it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.tagName === 'H1' ? -400 : 300;
      return DOMRect.fromRect({ x: 16, y: top, width: 200, height: 40 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const link = screen.getByRole('link', { name: 'Open WhatsApp Registration' });
    await waitFor(() => expect(link).toHaveFocus());

    // Going on to the page afresh opens it at its top, focus on its heading as ever.
    await userEvent.click(screen.getByRole('link', { name: 'Open WhatsApp Registration' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'WhatsApp Registration' })).toHaveFocus(),
    );
  });

  it('does not take the focus from a control the guest moved to while the page loaded', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Open WhatsApp Registration' }));
    const main = screen.getByRole('main');
    const field = document.createElement('input');
    act(() => {
      main.append(field);
      field.focus();
    });
    await screen.findByRole('heading', { name: 'WhatsApp Registration' });
    expect(field).toHaveFocus();
    field.remove();
  });
});
