import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGetMealRequestsQuery, useSubmitMealRequestsMutation } from '../../api/portalApi';
import { STATUS_EVENT } from '../../api/statusEvents';
import { fakeApi, renderWithStore, type FakeAnswer } from '../../test/renderWithStore';
import { useTaskSubmit } from './useTaskSubmit';

function Probe() {
  const { data } = useGetMealRequestsQuery();
  const [trigger] = useSubmitMealRequestsMutation();
  const { submit, busy, error } = useTaskSubmit({
    key: 'meals',
    nextStatus: 'processing',
    submit: () =>
      trigger({ mealRequestsSubmitRequest: { meal_request_status: 'processing' } }).unwrap(),
  });
  return (
    <div>
      <p>Status is {data?.status ?? 'loading'}</p>
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

function setup(submitAnswer: FakeAnswer, statusAfterSubmit: string) {
  let status = 'uncomplete';
  const api = fakeApi({
    'GET /portal/meal_requests': () => meals(status),
    'PATCH /portal/meal_requests/submit': () => {
      status = statusAfterSubmit;
      return submitAnswer;
    },
  });
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  window.addEventListener(STATUS_EVENT, listener);
  renderWithStore(<Probe />);
  return { api, events, cleanup: () => window.removeEventListener(STATUS_EVENT, listener) };
}

describe('useTaskSubmit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on success sets the status and announces it', async () => {
    const { api, events, cleanup } = setup({ body: { message: 'Submitted.' } }, 'processing');
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Status is processing');
    expect(events).toEqual([{ key: 'meals', status: 'processing', source: 'portal' }]);
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      meal_request_status: 'processing',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    cleanup();
  });

  it('on failure keeps the status and explains', async () => {
    const { events, cleanup } = setup({ status: 500, body: 'boom' }, 'uncomplete');
    await screen.findByText('Status is uncomplete');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your submission could not be sent. Please try again.',
    );
    expect(screen.getByText('Status is uncomplete')).toBeInTheDocument();
    expect(events).toEqual([]);
    cleanup();
  });

  it('shows the message of a refusal (400) and changes nothing', async () => {
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
