import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealRequests } from '../../api/generated';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { mealPassengerResponse } from '../../test/fixtures';
import { fakeApi, renderWithStore, type FakeResponse } from '../../test/renderWithStore';
import MealsPage from './MealsPage';
import { SAVE_LOCKED_MESSAGE } from './mealModel';

function meals(status = 'uncomplete'): MealRequests {
  return {
    status,
    statusMessages: {
      uncomplete: { header: 'Tell us about meals', body: 'Choose a meal per passenger.' },
      processing: { header: 'Under review', body: 'Our team is checking.' },
    },
    passengers: [
      mealPassengerResponse(),
      {
        id: 12,
        prefix: 'Mr.',
        firstname: 'Tom',
        lastname: 'Walker',
        meal_choice: 2,
        has_allergies: 1,
        food_allergies: '1,3',
        meal_special_request: 'No onions',
      },
    ],
    meal_choice: [
      { id: 1, label: 'Regular' },
      { id: 2, label: 'Vegetarian' },
    ],
    food_allergies: [
      {
        group_id: 1,
        group_label: 'Seafood',
        allergies: [
          { id: 1, Label: 'Shellfish' },
          { id: 2, Label: 'Raw fish' },
        ],
      },
      { group_id: 2, group_label: 'Nuts', allergies: [{ id: 3, Label: 'Peanuts' }] },
    ],
  };
}

function setup(
  options: { data?: MealRequests; update?: FakeResponse; submit?: FakeResponse } = {},
) {
  let data = options.data ?? meals();
  const api = fakeApi({
    'GET /portal/meal_requests': () => ({ body: data }),
    'PATCH /portal/meal_requests/update': () => options.update ?? { body: { message: 'Saved.' } },
    'PATCH /portal/meal_requests/submit': () => {
      const answer = options.submit ?? { body: { message: 'Submitted.' } };
      if ((answer.status ?? 200) === 200) data = { ...data, status: 'processing' };
      return answer;
    },
  });
  const view = renderWithStore(<MealsPage />, { path: '/meals' });
  return { api, view };
}

const card = (name: string) => screen.getByRole('article', { name });
const sent = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).map((c) => c.body);

describe('MealsPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, status, information block and passengers in read mode', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meal Requests Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tell us about meals')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /allergy cards/i });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/press the Submit Meal Requests button at the bottom/)).toBeVisible();

    const emma = card('Ms. Emma Walker');
    expect(within(emma).getAllByText('-')).toHaveLength(2);
    // An explicit "no" reads None, not a dash.
    expect(within(emma).getByText('None')).toBeInTheDocument();
    const tom = card('Mr. Tom Walker');
    expect(within(tom).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(tom).getByText('Shellfish, Peanuts')).toBeInTheDocument();
    expect(within(tom).getByText('No onions')).toBeInTheDocument();
  });

  it('rejects to save "I have food allergies" with none ticked, and sends nothing', async () => {
    const { api } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    await userEvent.click(within(emma).getByRole('radio', { name: 'I have food allergies' }));
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));
    const message = 'Please select at least one allergy if you have food allergies.';
    expect(within(emma).getByRole('alert')).toHaveTextContent(message);
    expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([]);
    // Every allergy box is marked and described by the message, until the guest ticks one.
    const peanuts = within(emma).getByRole('checkbox', { name: 'Peanuts' });
    expect(peanuts).toHaveAttribute('aria-invalid', 'true');
    expect(peanuts).toHaveAccessibleDescription(message);
    await userEvent.click(peanuts);
    expect(within(emma).queryByRole('alert')).toBeNull();
    expect(peanuts).not.toHaveAttribute('aria-invalid');
  });

  it('saves one passenger with exactly the agreed payload and closes the edit', async () => {
    const { api } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    expect(within(emma).getByRole('option', { name: 'Select Meal' })).toBeInTheDocument();
    await userEvent.selectOptions(within(emma).getByRole('combobox', { name: 'Meal Choice' }), '2');
    await userEvent.click(within(emma).getByRole('radio', { name: 'I have food allergies' }));
    expect(within(emma).getByRole('group', { name: 'Seafood' })).toBeInTheDocument();
    await userEvent.click(within(emma).getByRole('checkbox', { name: 'Raw fish' }));
    const request = within(emma).getByRole('textbox', {
      name: 'Meal Special Requests (Other allergies not listed above, please specify)',
    });
    expect(request).toHaveAttribute('placeholder', 'Please tell us any special dietary needs');
    // A multi-line field: a textarea, without the text input's `type`.
    expect(request.tagName).toBe('TEXTAREA');
    expect(request).not.toHaveAttribute('type');
    await userEvent.type(request, 'Small portions');
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([
        {
          passenger_id: 11,
          meal_choice: 2,
          has_food_allergies: true,
          food_allergies: [2],
          meal_request: 'Small portions',
        },
      ]),
    );
    await waitFor(() =>
      expect(within(card('Ms. Emma Walker')).queryByRole('button', { name: 'Save' })).toBeNull(),
    );
  });

  it('"I do not have food allergies" clears the ticked allergies', async () => {
    const { api } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Mr\. Tom/ }),
    );
    const tom = card('Mr. Tom Walker');
    expect(within(tom).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await userEvent.click(within(tom).getByRole('radio', { name: 'I do not have food allergies' }));
    expect(within(tom).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(tom).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([
        {
          passenger_id: 12,
          meal_choice: 2,
          has_food_allergies: false,
          food_allergies: [],
          meal_request: 'No onions',
        },
      ]),
    );
  });

  it('keeps the edit and says so when saving fails', async () => {
    setup({ update: { status: 500, body: 'Server error' } });
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    await userEvent.type(within(emma).getByRole('textbox'), 'Keep me');
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));
    expect(await within(emma).findByRole('alert')).toHaveTextContent(
      'Your changes could not be saved. Please try again.',
    );
    expect(within(emma).getByRole('textbox')).toHaveValue('Keep me');
  });

  it('a save rejected with 423 (submitted in another tab) keeps the change visible, locks the page, offers no retry', async () => {
    let data = meals();
    const api = fakeApi({
      'GET /portal/meal_requests': () => ({ body: data }),
      'PATCH /portal/meal_requests/update': () => {
        data = meals('processing');
        return { status: 423, body: { message: 'This task is locked.' } };
      },
    });
    renderWithStore(<MealsPage />, { path: '/meals' });
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    await userEvent.type(within(emma).getByRole('textbox'), 'No mushrooms please');
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));

    // The status is asked for again, and the page shows it locked.
    await waitFor(() => expect(screen.getByText('Under review')).toBeInTheDocument());
    expect(sent(api, 'GET', '/portal/meal_requests').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Submit Meal Requests' })).toBeNull();
    const alert = within(card('Ms. Emma Walker')).getByRole('alert');
    expect(alert).toHaveTextContent(SAVE_LOCKED_MESSAGE);
    expect(within(alert).getByLabelText('Your change that was not saved')).toHaveTextContent(
      'Meal Special Requests: No mushrooms please',
    );
    expect(within(alert).getByRole('button', { name: 'Copy your change' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: /try again|save/i })).toBeNull();
    expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toHaveLength(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(card('Ms. Emma Walker')).queryByRole('alert')).toBeNull();
  });

  it('Cancel closes the edit without saving', async () => {
    const { api } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    await userEvent.click(within(card('Ms. Emma Walker')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Ms. Emma Walker')).getByRole('button', { name: /Edit/ })).toBeVisible();
    expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([]);
  });

  it('an unanswered allergy question: neither radio, Save asks for an answer, read mode says so', async () => {
    const data = meals();
    data.passengers.push({
      id: 13,
      prefix: 'mr.',
      firstname: 'DANIEL',
      lastname: 'walker',
      meal_choice: null,
      has_allergies: null,
      food_allergies: null,
      meal_request: null,
    });
    const { api } = setup({ data });
    // Capitalised as the dashboard capitalises the guest's name.
    const daniel = await screen.findByRole('article', { name: 'Mr. Daniel Walker' });
    expect(within(daniel).getByText('Not answered')).toBeInTheDocument();

    await userEvent.click(
      within(daniel).getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }),
    );
    expect(within(daniel).getByRole('radio', { name: 'I have food allergies' })).not.toBeChecked();
    expect(
      within(daniel).getByRole('radio', { name: 'I do not have food allergies' }),
    ).not.toBeChecked();
    await userEvent.selectOptions(
      within(daniel).getByRole('combobox', { name: 'Meal Choice' }),
      '1',
    );
    await userEvent.click(within(daniel).getByRole('button', { name: 'Save' }));
    const unanswered = 'Please tell us whether you have food allergies.';
    expect(within(daniel).getByRole('alert')).toHaveTextContent(unanswered);
    const question = within(daniel).getByRole('radiogroup');
    expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(question).toHaveAccessibleDescription(unanswered);
    expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([]);

    // Submitting with the question still open names the passenger and opens no dialog.
    await userEvent.click(within(daniel).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Meal Requests' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please tell us whether Daniel Walker has food allergies.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Answering "no" saves a plain boolean.
    await userEvent.click(
      within(daniel).getByRole('button', { name: 'Edit meal request for Mr. Daniel Walker' }),
    );
    await userEvent.click(
      within(daniel).getByRole('radio', { name: 'I do not have food allergies' }),
    );
    // The submit's message goes as soon as the response is given, before it is even saved.
    expect(
      screen.queryByText('Please tell us whether Daniel Walker has food allergies.'),
    ).not.toBeInTheDocument();
    await userEvent.click(within(daniel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api, 'PATCH', '/portal/meal_requests/update')).toEqual([
        {
          passenger_id: 13,
          meal_choice: null,
          has_food_allergies: false,
          food_allergies: [],
          meal_request: null,
        },
      ]),
    );
  });

  it('moves focus to the first field on Edit and back to Edit after Cancel or Save', async () => {
    setup();
    const edit = await screen.findByRole('button', {
      name: 'Edit meal request for Ms. Emma Walker',
    });
    await userEvent.click(edit);
    const emma = card('Ms. Emma Walker');
    expect(within(emma).getByRole('combobox', { name: 'Meal Choice' })).toHaveFocus();
    await userEvent.click(within(emma).getByRole('button', { name: 'Cancel' }));
    expect(
      within(emma).getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }),
    ).toHaveFocus();

    await userEvent.click(
      within(emma).getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }),
    );
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(emma).getByRole('button', { name: 'Edit meal request for Ms. Emma Walker' }),
      ).toHaveFocus(),
    );
  });

  it('blocks the submit when a passenger (saved values) has allergies but none selected', async () => {
    const data = meals();
    data.passengers[1] = { ...data.passengers[1], food_allergies: '' };
    setup({ data });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Meal Requests' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Passenger Tom Walker must select at least one allergy if they have food allergies.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names every passenger that stops the submit at once, each in their card, focus on the first', async () => {
    const data = meals();
    data.passengers[0] = { ...data.passengers[0], has_allergies: 1, food_allergies: '' };
    data.passengers[1] = { ...data.passengers[1], food_allergies: '' };
    setup({ data });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Meal Requests' }));
    const messages = {
      'Ms. Emma Walker':
        'Passenger Emma Walker must select at least one allergy if they have food allergies.',
      'Mr. Tom Walker':
        'Passenger Tom Walker must select at least one allergy if they have food allergies.',
    };
    for (const [name, message] of Object.entries(messages)) {
      const alert = within(card(name)).getByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(
        within(card(name)).getByRole('button', { name: `Edit meal request for ${name}` }),
      ).toHaveAccessibleDescription(message);
    }
    await waitFor(() => expect(within(card('Ms. Emma Walker')).getByRole('alert')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks the submit on edited values too', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    await userEvent.click(
      within(card('Ms. Emma Walker')).getByRole('radio', { name: 'I have food allergies' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Meal Requests' }));
    expect(
      screen.getByText(
        'Passenger Emma Walker must select at least one allergy if they have food allergies.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms, submits { meal_request_status: "processing" } and announces it', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(STATUS_EVENT, listener);
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Meal Requests' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Submission' });
    expect(dialog).toHaveTextContent(
      'Do you want to send these meal requests to our team for processing?',
    );
    // The meal choice is not required: the dialog says it may be left open, and for how many.
    expect(dialog).toHaveTextContent(
      'Meal choice left open for 1 passenger: our team will ask you.',
    );
    expect(within(dialog).getByRole('button', { name: 'Not Yet' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I am done' }));
    await screen.findByText('Thank you! Your meal requests have been sent to our team.');
    expect(sent(api, 'PATCH', '/portal/meal_requests/submit')).toEqual([
      { meal_request_status: 'processing' },
    ]);
    expect(events).toContainEqual({ key: 'meals', status: 'processing' });
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps the page open for edits and explains when the submit fails', async () => {
    setup({ submit: { status: 500, body: 'Server error' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Meal Requests' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I am done' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Your meal requests could not be submitted. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Not Yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /Edit meal request/ })).toHaveLength(2);
  });

  it.each(['processing', 'completed'])(
    'shows no edit or submit controls when %s',
    async (status) => {
      setup({ data: meals(status) });
      await screen.findByRole('heading', { level: 1, name: 'Meal Requests Registration' });
      expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.queryByText(/press the Submit Meal Requests button/)).toBeNull();
    },
  );

  it('restores an unsaved edit after a remount (reload or re-login)', async () => {
    const { view } = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    await userEvent.type(within(card('Ms. Emma Walker')).getByRole('textbox'), 'Half typed');
    view.unmount();

    setup();
    const textbox = await within(
      await screen.findByRole('article', { name: 'Ms. Emma Walker' }),
    ).findByRole('textbox');
    expect(textbox).toHaveValue('Half typed');
    expect(screen.getByText(/We kept the changes you had not saved yet/)).toBeInTheDocument();
  });
});
