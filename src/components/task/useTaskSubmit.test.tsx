import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalApi } from '../../api/portalApi';
import { fakeApi, renderWithStore, type FakeResponse } from '../../test/renderWithStore';
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

const meals = (status: string) => ({
  body: { status, statusMessages: {}, passengers: [], meal_choice: [], food_allergies: [] },
});

/** `statusAfterSubmit`: what the server's list responses once the submit has been received. */
function setup(submitResponse: FakeResponse, statusAfterSubmit: string) {
  let status = 'uncomplete';
  const api = fakeApi({
    'GET /portal/meal_requests': () => meals(status),
    'PATCH /portal/meal_requests/submit': () => {
      status = statusAfterSubmit;
      return submitResponse;
    },
  });
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  window.addEventListener(STATUS_EVENT, listener);
  const view = renderWithStore(<Probe />);
  const setServerStatus = (next: string) => (status = next);
  return {
    ...view,
    api,
    events,
    setServerStatus,
    cleanup: () => window.removeEventListener(STATUS_EVENT, listener),
  };
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'GET').length;

describe('useTaskSubmit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on success sends the definition payload, shows the new status and announces it', async () => {
    const { api, events, cleanup } = setup({ body: { message: 'Submitted.' } }, 'processing');
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Status is processing');
    expect(events).toEqual([{ key: 'meals', status: 'processing' }]);
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      meal_request_status: 'processing',
    });
    // The submit's tag invalidation asks the server again.
    await waitFor(() => expect(listCalls(api)).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    cleanup();
  });

  it('keeps the task locked while the server still reports the status it was submitted over', async () => {
    // A slow back end: the submit is accepted, but the list still says uncomplete for a while.
    const { api, store, setServerStatus, cleanup } = setup(
      { body: { message: 'OK' } },
      'uncomplete',
    );
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(listCalls(api)).toBe(2));
    expect(screen.getByText('Status is processing')).toBeInTheDocument();

    // Once the server reports something else (the team reopened the task), the server wins.
    setServerStatus('preprocessing');
    await act(() => store.dispatch(portalApi.util.invalidateTags(['meals'])));
    await screen.findByText('Status is preprocessing');
    cleanup();
  });

  it('on failure keeps the status and explains with the task text', async () => {
    const { events, cleanup } = setup({ status: 500, body: 'boom' }, 'uncomplete');
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
    const { events, cleanup } = setup(
      { status: 400, body: { message: 'Already submitted.' } },
      'uncomplete',
    );
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already submitted.');
    await waitFor(() => expect(screen.getByText('Status is uncomplete')).toBeInTheDocument());
    expect(events).toEqual([]);
    cleanup();
  });
});
