import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { STATUS_MESSAGES } from '../../../mock-server/messages';
import type { MealPassenger } from '../../../mock-server/types';
import { STATUS_EVENT } from '../../components/task/statusEvents';
import { mealPassengerResponse } from '../../test/fixtures';
import { renderWithStore } from '../../test/renderWithStore';
import { apiUrl, reservation, sentBodies, server } from '../../test/sandbox';
import { ALLERGY_LIST_NOTE } from './AllergyChoices';
import MealsPage from './MealsPage';
import { SAVE_LOCKED_MESSAGE } from './mealModel';

/** Emma (nothing chosen, no allergies) and Tom (vegetarian, shellfish and peanuts: old shapes). */
function walkers(): MealPassenger[] {
  return [
    mealPassengerResponse(),
    {
      id: 12,
      prefix: 'Mr.',
      firstname: 'Tom',
      lastname: 'Walker',
      meal_choice: 2,
      has_allergies: 1,
      food_allergies: '1,4',
      meal_special_request: 'No onions',
    },
  ];
}

/** The fresh guest's meal task in the sandbox, with these passengers. */
function setup(options: { passengers?: MealPassenger[]; status?: string } = {}) {
  const r = reservation();
  r.passengers = options.passengers ?? walkers();
  r.statuses.meals = options.status ?? 'uncomplete';
  const view = renderWithStore(<MealsPage />, { path: '/meals' });
  return { view };
}

const MESSAGES = STATUS_MESSAGES.meals;
const UPDATE = '/portal/meal_requests/update';
const SUBMIT = '/portal/meal_requests/submit';
const failWith500 = (path: string) =>
  server.use(http.patch(apiUrl(path), () => new HttpResponse('Server error', { status: 500 })));

const card = (name: string) => screen.getByRole('article', { name });
const sent = (method: string, path: string) => sentBodies(method, path);

/** Emma's card in edit, "I have food allergies" chosen. */
async function editEmmaWithAllergies() {
  setup();
  await userEvent.click(
    await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
  );
  const emma = card('Ms. Emma Walker');
  await userEvent.click(within(emma).getByRole('radio', { name: 'I have food allergies' }));
  return emma;
}

describe('MealsPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, status, information block and passengers in read mode', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meal Requests Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.uncomplete?.header ?? '')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /allergy cards/i });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/press the Submit Meal Requests button at the bottom/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Before you choose' })).toBeVisible();

    const emma = card('Ms. Emma Walker');
    expect(within(emma).getAllByText('-')).toHaveLength(2);
    // An explicit "no" reads None, not a dash.
    expect(within(emma).getByText('None')).toBeInTheDocument();
    const tom = card('Mr. Tom Walker');
    expect(within(tom).getByText('Vegetarian')).toBeInTheDocument();
    expect(within(tom).getByText('Shellfish (shrimp, crab, lobster), Peanuts')).toBeInTheDocument();
    expect(within(tom).getByText('No onions')).toBeInTheDocument();
  });

  it('once submitted, the information block is about the tour, not about choosing', async () => {
    setup({ status: 'completed' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About meals on this tour' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Before you choose' })).toBeNull();
    expect(screen.queryByText(/press the Submit Meal Requests button/)).toBeNull();
  });

  it('rejects to save "I have food allergies" with none ticked, and sends nothing', async () => {
    const emma = await editEmmaWithAllergies();
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));
    const message = 'Please select at least one allergy if you have food allergies.';
    expect(within(emma).getByRole('alert')).toHaveTextContent(message);
    expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([]);
    // Every allergy box is marked and described by the message, until the guest ticks one.
    const peanuts = within(emma).getByRole('checkbox', { name: 'Peanuts' });
    expect(peanuts).toHaveAttribute('aria-invalid', 'true');
    expect(peanuts).toHaveAccessibleDescription(message);
    await userEvent.click(peanuts);
    expect(within(emma).queryByRole('alert')).toBeNull();
    expect(peanuts).not.toHaveAttribute('aria-invalid');
  });

  it('an allergy the list lacks is ticked as another allergy and described in the request', async () => {
    const emma = await editEmmaWithAllergies();
    await userEvent.click(
      within(emma).getByRole('checkbox', { name: 'Another allergy (describe it below)' }),
    );
    await userEvent.type(
      within(emma).getByRole('textbox', { name: /^Meal Special Requests/ }),
      'Kiwi (mild)',
    );
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([
        expect.objectContaining({
          has_food_allergies: true,
          food_allergies: [13],
          meal_request: 'Kiwi (mild)',
        }),
      ]),
    );
  });

  it('saves one passenger with exactly the agreed payload and closes the edit', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    expect(within(emma).getByRole('option', { name: 'Select Meal' })).toBeInTheDocument();
    await userEvent.selectOptions(within(emma).getByRole('combobox', { name: 'Meal Choice' }), '2');
    await userEvent.click(within(emma).getByRole('radio', { name: 'I have food allergies' }));
    expect(within(emma).getByRole('group', { name: 'Seafood' })).toBeInTheDocument();
    // The list is for the restaurants to avoid, not a diet offered.
    expect(within(emma).getByText(ALLERGY_LIST_NOTE)).toBeVisible();
    await userEvent.click(
      within(emma).getByRole('checkbox', { name: 'Raw fish (sashimi, sushi)' }),
    );
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
      expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([
        {
          passenger_id: 11,
          meal_choice: 2,
          has_food_allergies: true,
          food_allergies: [3],
          meal_request: 'Small portions',
        },
      ]),
    );
    expect(reservation().passengers[0]).toMatchObject({
      meal_choice: 2,
      has_allergies: true,
      food_allergies: [3],
      meal_request: 'Small portions',
    });
    await waitFor(() =>
      expect(within(card('Ms. Emma Walker')).queryByRole('button', { name: 'Save' })).toBeNull(),
    );
  });

  it('"I do not have food allergies" clears the ticked allergies', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Mr\. Tom/ }),
    );
    const tom = card('Mr. Tom Walker');
    expect(within(tom).getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    await userEvent.click(within(tom).getByRole('radio', { name: 'I do not have food allergies' }));
    expect(within(tom).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(tom).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([
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
    failWith500(UPDATE);
    setup();
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
    // 423 is the gateway's answer for a locked task (a sandbox fault), not the handlers'.
    server.use(
      http.patch(apiUrl(UPDATE), () => {
        reservation().statuses.meals = 'processing';
        return HttpResponse.json({ message: 'This task is locked.' }, { status: 423 });
      }),
    );
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    const emma = card('Ms. Emma Walker');
    await userEvent.type(within(emma).getByRole('textbox'), 'No mushrooms please');
    await userEvent.click(within(emma).getByRole('button', { name: 'Save' }));

    // The status is asked for again, and the page shows it locked.
    await waitFor(() =>
      expect(screen.getByText(MESSAGES.processing?.header ?? '')).toBeInTheDocument(),
    );
    expect(sent('GET', '/portal/meal_requests').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Submit Meal Requests' })).toBeNull();
    const alert = within(card('Ms. Emma Walker')).getByRole('alert');
    expect(alert).toHaveTextContent(SAVE_LOCKED_MESSAGE);
    expect(within(alert).getByLabelText('Your change that was not saved')).toHaveTextContent(
      'Meal Special Requests: No mushrooms please',
    );
    expect(within(alert).getByRole('button', { name: 'Copy your change' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: /try again|save/i })).toBeNull();
    expect(sent('PATCH', '/portal/meal_requests/update')).toHaveLength(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(card('Ms. Emma Walker')).queryByRole('alert')).toBeNull();
  });

  it('Cancel closes the edit without saving', async () => {
    setup();
    await userEvent.click(
      await screen.findByRole('button', { name: /Edit meal request for Ms\. Emma/ }),
    );
    await userEvent.click(within(card('Ms. Emma Walker')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Ms. Emma Walker')).getByRole('button', { name: /Edit/ })).toBeVisible();
    expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([]);
  });

  it('an unanswered allergy question: neither radio, Save asks for an answer, read mode says so', async () => {
    const passengers = walkers();
    passengers.push({
      id: 13,
      prefix: 'mr.',
      firstname: 'DANIEL',
      lastname: 'walker',
      meal_choice: null,
      has_allergies: null,
      food_allergies: null,
      meal_request: null,
    });
    setup({ passengers });
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
    expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([]);

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
      expect(sent('PATCH', '/portal/meal_requests/update')).toEqual([
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
    // Tom's saved answer says allergies, and names none.
    const passengers = walkers().map((p) => (p.id === 12 ? { ...p, food_allergies: '' } : p));
    setup({ passengers });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Meal Requests' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Passenger Tom Walker must select at least one allergy if they have food allergies.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names every passenger that stops the submit at once, each in their card, focus on the first', async () => {
    setup({
      passengers: walkers().map((passenger) => ({
        ...passenger,
        has_allergies: 1,
        food_allergies: '',
      })),
    });
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
    setup();
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
    expect(sent('PATCH', '/portal/meal_requests/submit')).toEqual([
      { meal_request_status: 'processing' },
    ]);
    expect(events).toContainEqual({ key: 'meals', status: 'processing' });
    expect(reservation().statuses.meals).toBe('processing');
    expect(await screen.findByText(MESSAGES.processing?.header ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    window.removeEventListener(STATUS_EVENT, listener);
  });

  it('keeps the page open for edits and explains when the submit fails', async () => {
    failWith500(SUBMIT);
    setup();
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
      setup({ status });
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
