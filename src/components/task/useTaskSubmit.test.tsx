import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../../api/portalApi';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, requests, reservation, server } from '../../test/sandbox';
import { STATUS_EVENT } from './statusEvents';
import { useTaskStatus } from './taskStatus';
import { useTaskSubmit } from './useTaskSubmit';

function Probe() {
  const { status } = useTaskStatus('meals');
  const { submit, busy, error } = useTaskSubmit('meals');
  return (
    <div>
      <p>Status is {status ?? 'loading'}</p>
      <button onClick={() => void submit()} disabled={busy}>
        Send
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

const SUBMIT = '/portal/meal_requests/submit';

/** The fresh guest's meal requests (uncomplete), with the status events recorded. */
function setup() {
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  window.addEventListener(STATUS_EVENT, listener);
  const view = renderWithStore(<Probe />);
  return {
    ...view,
    events,
    cleanup: () => window.removeEventListener(STATUS_EVENT, listener),
  };
}

const listCalls = () => requests.filter((call) => call.method === 'GET').length;

describe('useTaskSubmit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on success sends the definition payload, shows the new status and announces it', async () => {
    const { events, cleanup } = setup();
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Status is processing');
    expect(events).toEqual([{ key: 'meals', status: 'processing' }]);
    expect(requests.find((call) => call.method === 'PATCH')?.body).toEqual({
      meal_request_status: 'processing',
    });
    // The submit's tag invalidation asks the server again.
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    cleanup();
  });

  it('keeps the task locked while the server still reports the status it was submitted over', async () => {
    // A slow back end: the submit is accepted, but the list still says uncomplete for a while.
    server.use(http.patch(apiUrl(SUBMIT), () => HttpResponse.json({ message: 'OK' })));
    const { store, cleanup } = setup();
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(screen.getByText('Status is processing')).toBeInTheDocument();

    // Once the server reports something else (the team reopened the task), the server wins.
    reservation().statuses.meals = 'preprocessing';
    await act(() => store.dispatch(portalApi.util.invalidateTags(['meals'])));
    await screen.findByText('Status is preprocessing');
    cleanup();
  });

  it('on failure keeps the status and explains with the task text', async () => {
    server.use(http.patch(apiUrl(SUBMIT), () => new HttpResponse('boom', { status: 500 })));
    const { events, cleanup } = setup();
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your meal requests could not be submitted. Please try again.',
    );
    expect(screen.getByText('Status is uncomplete')).toBeInTheDocument();
    expect(events).toEqual([]);
    cleanup();
  });

  it('shows the message of a rejection (400) and changes nothing', async () => {
    // Emma said she has allergies but named none: the sandbox rejects the submit.
    Object.assign(reservation().passengers[0] ?? {}, { has_allergies: true, food_allergies: [] });
    const { events, cleanup } = setup();
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Passenger Emma Walker must select at least one allergy if they have food allergies.',
    );
    await waitFor(() => expect(screen.getByText('Status is uncomplete')).toBeInTheDocument());
    expect(events).toEqual([]);
    cleanup();
  });
});
