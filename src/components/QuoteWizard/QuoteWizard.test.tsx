import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent, {type UserEvent} from '@testing-library/user-event';
import QuoteWizard from '.';
import {sendEmail} from '@site/src/lib/emailjs';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';
import {draftStorageKey} from '@site/src/lib/quoteWizard';
import {company} from '@site/src/data/company';
import {quoteFields, type FieldSpec} from '@site/src/data/quoteForm';
import {
  emptyInquiry,
  formSteps,
  lenientValidators,
  stepFields,
  validateStep,
  type FormStep,
} from '@site/src/lib/inquiry';
import {focusTargetId} from './fields';
import {IDBFactory} from 'fake-indexeddb';
import {openOutbox} from '@site/src/lib/outboxStore';
import {referencePattern} from '@site/src/lib/quoteReference';

jest.mock('@site/src/lib/hooks/useEmailSettings', () => ({useEmailSettings: jest.fn()}));
jest.mock('@site/src/lib/emailjs', () => ({
  ...jest.requireActual('@site/src/lib/emailjs'),
  sendEmail: jest.fn(),
}));

const settings = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  toEmail: 'quotes@example.com',
};
const mockedSettings = jest.mocked(useEmailSettings);
const mockedSend = jest.mocked(sendEmail);

let clock = 1_760_000_000_000;

// Typing through three steps takes seconds when the machine is busy.
jest.setTimeout(20_000);

beforeAll(() => {
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  // A browser of its own for each test, with an empty outbox.
  globalThis.indexedDB = new IDBFactory();
  window.sessionStorage.clear();
  mockedSettings.mockReturnValue({quote: settings});
  mockedSend.mockReset();
  // Each reading of the clock is a second later, so the minimum fill time is met naturally.
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

afterEach(() => {
  jest.restoreAllMocks();
});

const heading = () => screen.getByRole('heading', {level: 3});

/** Opens the wizard on a step with nothing filled in, as a restored draft would. */
async function openOnEmptyStep(step: FormStep) {
  window.sessionStorage.setItem(
    draftStorageKey,
    JSON.stringify({values: emptyInquiry, step, startedAt: null}),
  );
  const rendered = render(<QuoteWizard />);
  await waitFor(() => expect(heading()).toHaveTextContent(`Step ${step} of 4`));
  return rendered;
}

/** The control a field is drawn as: a radio group for radios, the labelled control otherwise. */
function controlOf(field: FieldSpec): HTMLElement {
  return field.kind === 'radio'
    ? screen.getByRole('group', {name: field.label})
    : screen.getByLabelText(field.label);
}

async function fillStep1(user: UserEvent) {
  await user.type(screen.getByLabelText('First name'), 'Wanjiku');
  await user.type(screen.getByLabelText('Last name'), 'Mwangi');
  await user.type(screen.getByLabelText('Email address'), 'wanjiku@example.com');
  await user.type(screen.getByLabelText('Phone number'), '0712 345 678');
}

async function reachReview(user: UserEvent) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', {name: 'Next'}));
  await screen.findByRole('heading', {name: 'Step 2 of 4: Project Details'});
  await user.selectOptions(screen.getByLabelText('Type of project'), 'residential');
  await user.type(screen.getByLabelText('Describe your project'), 'A bungalow in Ngong.');
  await user.click(screen.getByRole('button', {name: 'Next'}));
  await screen.findByRole('heading', {name: 'Step 3 of 4: Preferences'});
  await user.click(
    screen.getByLabelText('I agree to the terms and conditions and the privacy policy'),
  );
  await user.click(screen.getByRole('button', {name: 'Next'}));
  await screen.findByRole('heading', {name: 'Step 4 of 4: Review'});
}

describe('QuoteWizard', () => {
  describe.each(formSteps)('step %i', (step) => {
    it('draws exactly the fields of the table for this step, in order, with their hints', async () => {
      const {container} = await openOnEmptyStep(step);
      const names = Array.from(
        container.querySelectorAll<HTMLInputElement>('form [name]:not([name="website"])'),
        (c) => c.name,
      );
      expect([...new Set(names)]).toEqual(stepFields[step]);
      for (const name of stepFields[step]) {
        const field: FieldSpec = quoteFields[name];
        const control = controlOf(field);
        if (field.hint) {
          expect(control).toHaveAccessibleDescription(field.hint);
        }
        if (field.kind === 'select' || field.kind === 'radio') {
          const role = field.kind === 'select' ? 'option' : 'radio';
          const drawn = within(control)
            .getAllByRole(role)
            .filter((o) => o.getAttribute('value') !== '');
          expect(drawn.map((o) => o.getAttribute('value'))).toEqual(
            field.options.map((o) => o.value),
          );
          for (const option of field.options) {
            expect(within(control).getByRole(role, {name: option.label})).toHaveAttribute(
              'value',
              option.value,
            );
          }
        }
      }
    });

    it('on Next with nothing filled in, lists the errors the rules give and focuses the summary', async () => {
      const user = userEvent.setup();
      await openOnEmptyStep(step);
      await user.click(screen.getByRole('button', {name: 'Next'}));
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(summary.parentElement).toHaveFocus());
      const errors = Object.entries(validateStep(step, emptyInquiry, lenientValidators)) as [
        keyof typeof quoteFields,
        string,
      ][];
      expect(errors.length).toBeGreaterThan(0);
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual(errors.map(([name, message]) => [message, `#${focusTargetId(name)}`]));
      for (const [name, message] of errors) {
        expect(controlOf(quoteFields[name])).toHaveAccessibleDescription(
          expect.stringContaining(`Error: ${message}`),
        );
      }
    });
  });

  it('starts on step 1 with the step in words, aria-current, and Back disabled', () => {
    render(<QuoteWizard />);
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal Info');
    const steps = within(screen.getByRole('list', {name: 'Progress'})).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(screen.getByRole('button', {name: 'Back'})).toBeDisabled();
    expect(screen.getByRole('radio', {name: 'Email'})).toBeChecked();
  });

  it('validates the step on Next: an error summary takes focus and links to each field', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await user.click(screen.getByRole('button', {name: 'Next'}));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', {name: 'There is a problem'})).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Enter your first name', '#quote-firstName'],
      ['Enter your last name', '#quote-lastName'],
      ['Enter your email address', '#quote-email'],
      ['Enter your phone number', '#quote-phone'],
    ]);
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Error: Enter your first name');
    expect(heading()).toHaveTextContent('Step 1 of 4');

    await user.click(links[2]!);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('moves focus to the new step heading and marks completed steps', async () => {
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await fillStep1(user);
    await user.click(screen.getByRole('button', {name: 'Next'}));
    const next = await screen.findByRole('heading', {name: 'Step 2 of 4: Project Details'});
    await waitFor(() => expect(next).toHaveFocus());
    const steps = within(screen.getByRole('list', {name: 'Progress'})).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Personal Info (completed)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByLabelText('First name')).toHaveValue('Wanjiku');
  });

  it("reviews the answers with 'Not provided' and 'Not specified', then sends and shows success", async () => {
    mockedSend.mockResolvedValue({ok: true});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getAllByText('Not specified')).toHaveLength(3);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    const success = await screen.findByRole('heading', {name: 'Request Submitted Successfully!'});
    await waitFor(() => expect(success).toHaveFocus());
    expect(
      screen.getByText(
        `Thank you for contacting ${company.name} We have received your request and will get back to you within 24 hours.`,
      ),
    ).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(1);
    const [sentWith, params] = mockedSend.mock.calls[0]!;
    expect(sentWith).toBe(settings);
    expect(params).toMatchObject({
      to_email: 'quotes@example.com',
      firstName: 'Wanjiku',
      phone: '+254712345678',
      projectType: 'residential',
    });
    // The reference the visitor is shown is the one staff receive, first line and field.
    expect(params.reference).toMatch(referencePattern);
    expect(params.fullMessage.split('\n')[0]).toBe(`Reference: ${params.reference}`);
    expect(screen.getByText(`Your reference: ${params.reference}`)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftStorageKey)).toBeNull();
    // Sent and seen: nothing of it is kept.
    expect(await (await openOutbox())!.list()).toEqual([]);

    await user.click(screen.getByRole('button', {name: 'Submit Another Request'}));
    expect(heading()).toHaveTextContent('Step 1 of 4: Personal Info');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it("shows 'Submitting...' on a disabled button while sending", async () => {
    let finish: (value: {ok: true}) => void = () => undefined;
    mockedSend.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    expect(await screen.findByRole('button', {name: 'Submitting...'})).toBeDisabled();
    expect(screen.getByRole('button', {name: 'Back'})).toBeDisabled();
    await act(async () => finish({ok: true}));
    expect(
      await screen.findByRole('heading', {name: 'Request Submitted Successfully!'}),
    ).toBeInTheDocument();
  });

  it('on failure stays on step 4 with an alert, a hint, Retry and prefilled e-mail and WhatsApp links', async () => {
    mockedSend
      .mockResolvedValueOnce({ok: false, failure: 'rate-limited'})
      .mockResolvedValueOnce({ok: true});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit form. Please try again.');
    expect(alert).toHaveTextContent('Too many requests');
    expect(heading()).toHaveTextContent('Step 4 of 4: Review');
    const mail = within(alert)
      .getByRole('link', {name: 'Email us your request'})
      .getAttribute('href')!;
    expect(mail).toMatch(/^mailto:/);
    expect(decodeURIComponent(mail)).toContain('Description: A bungalow in Ngong.');
    const whatsapp = within(alert)
      .getByRole('link', {name: /WhatsApp us your request/})
      .getAttribute('href')!;
    expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${company.whatsapp}\\?text=`));
    expect(decodeURIComponent(whatsapp)).toContain('Name: Wanjiku Mwangi');
    expect(window.sessionStorage.getItem(draftStorageKey)).toContain('Wanjiku');

    await user.click(within(alert).getByRole('button', {name: 'Retry'}));
    expect(
      await screen.findByRole('heading', {name: 'Request Submitted Successfully!'}),
    ).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(2);
    const [first, second] = mockedSend.mock.calls.map(([, params]) => params.reference);
    expect(first).toMatch(referencePattern);
    expect(second).toBe(first);
  });

  it('after a failure that may have arrived, says so with the reference; Send again keeps it', async () => {
    mockedSend
      .mockResolvedValueOnce({ok: false, failure: 'server'})
      .mockResolvedValueOnce({ok: true});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    const alert = await screen.findByRole('alert');
    const reference = mockedSend.mock.calls[0]![1].reference!;
    expect(alert).toHaveTextContent('Failed to submit form. Please try again.');
    expect(alert).toHaveTextContent(`We could not confirm that your request ${reference} arrived.`);
    expect(within(alert).queryByRole('button', {name: 'Retry'})).toBeNull();
    expect(
      within(alert).queryByRole('button', {name: "Send it automatically when I'm back online"}),
    ).toBeNull();
    // Every page of the site knows it may have arrived, and never sends it by itself.
    const store = (await openOutbox())!;
    expect(await store.list()).toEqual([
      expect.objectContaining({reference, state: 'unconfirmed', sender: 'form'}),
    ]);
    await user.click(within(alert).getByRole('button', {name: 'Send again'}));
    expect(
      await screen.findByRole('heading', {name: 'Request Submitted Successfully!'}),
    ).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(mockedSend.mock.calls[1]![1].reference).toBe(reference);
    expect(screen.getByText(`Your reference: ${reference}`)).toBeInTheDocument();
    expect(await store.list()).toEqual([]);
  });

  it('offers the outbox only when nothing left the phone, and puts the whole request in it', async () => {
    mockedSend
      .mockResolvedValueOnce({ok: false, failure: 'refused'})
      .mockResolvedValueOnce({ok: false, failure: 'offline'});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    let alert = await screen.findByRole('alert');
    expect(
      within(alert).queryByRole('button', {name: "Send it automatically when I'm back online"}),
    ).toBeNull();
    await user.click(within(alert).getByRole('button', {name: 'Retry'}));
    await waitFor(() => expect(mockedSend).toHaveBeenCalledTimes(2));
    alert = await screen.findByRole('alert');
    await within(alert).findByText(/Check your internet connection/);
    expect(alert).toHaveTextContent(
      'Your request and its reference are then kept in this browser until it has been sent and you have closed the message: 30 days at most, or a week after you were shown how it ended if that is later. Nothing else is stored.',
    );
    await user.click(
      within(alert).getByRole('button', {name: "Send it automatically when I'm back online"}),
    );
    await waitFor(() => expect(heading()).toHaveTextContent('Step 1 of 4'));
    const kept = await (await openOutbox())!.list();
    const sent = mockedSend.mock.calls[1]![1];
    expect(kept).toEqual([expect.objectContaining({state: 'waiting', reference: sent.reference})]);
    // What waits is exactly what was to be sent, but the recipient, which is read when it goes.
    const {to_email: recipient, ...rest} = sent;
    expect(recipient).toBe('quotes@example.com');
    expect(kept[0]).toMatchObject({templateParams: rest});
  });

  it('where the browser can keep no outbox, sends from the page alone and offers no outbox', async () => {
    delete (globalThis as {indexedDB?: IDBFactory}).indexedDB;
    mockedSend.mockResolvedValueOnce({ok: false, failure: 'offline'});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check your internet connection');
    expect(within(alert).getByRole('button', {name: 'Retry'})).toBeInTheDocument();
    expect(
      within(alert).queryByRole('button', {name: "Send it automatically when I'm back online"}),
    ).toBeNull();
  });

  /** This browser's IndexedDB, whose connections fail once `fail()` is called (WebKit's lost connection, site data cleared). */
  function failingStorage(): () => void {
    const factory = new IDBFactory();
    let failing = false;
    globalThis.indexedDB = {
      open: (name: string, version?: number) => {
        const opening = factory.open(name, version);
        opening.addEventListener('success', () => {
          const database = opening.result;
          const transaction = database.transaction.bind(database);
          database.transaction = ((...args: Parameters<IDBDatabase['transaction']>) => {
            if (failing)
              throw new DOMException('Connection to Indexed Database server lost', 'UnknownError');
            return transaction(...args);
          }) as IDBDatabase['transaction'];
        });
        return opening;
      },
      databases: () => factory.databases(),
    } as unknown as IDBFactory;
    return () => {
      failing = true;
    };
  }

  it('storage failing as the request is sent: it goes from the page alone, and the visitor sees how it went', async () => {
    failingStorage()();
    mockedSend.mockResolvedValueOnce({ok: true});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    expect(
      await screen.findByRole('heading', {name: 'Request Submitted Successfully!'}),
    ).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });

  it('storage failing as the visitor asks to send it later: the failure stays, with the words, the other ways and Retry', async () => {
    const fail = failingStorage();
    mockedSend.mockResolvedValueOnce({ok: false, failure: 'offline'});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    const alert = await screen.findByRole('alert');
    fail();
    await user.click(
      within(alert).getByRole('button', {name: "Send it automatically when I'm back online"}),
    );
    expect(
      await within(alert).findByText(/This browser could not keep your request\./),
    ).toBeInTheDocument();
    expect(alert).toHaveFocus();
    expect(heading()).toHaveTextContent('Step 4 of 4: Review');
    expect(within(alert).getByRole('button', {name: 'Retry'})).toBeInTheDocument();
    expect(within(alert).getByRole('link', {name: 'Email us your request'})).toHaveAttribute(
      'href',
      expect.stringContaining('A%20bungalow%20in%20Ngong.'),
    );
    expect(
      within(alert).queryByRole('button', {name: "Send it automatically when I'm back online"}),
    ).toBeNull();
  });

  it('never sends a request with the honeypot filled in', async () => {
    const user = userEvent.setup();
    const {container} = render(<QuoteWizard />);
    await reachReview(user);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.value = 'http://spam.example';
    await user.click(screen.getByRole('button', {name: 'Submit Request'}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'could not confirm that this request was sent by a person',
    );
    expect(mockedSend).not.toHaveBeenCalled();
    expect(screen.queryByText('Request Submitted Successfully!')).toBeNull();
  });

  it('without settings says plainly that online sending is not set up and offers e-mail and WhatsApp', async () => {
    mockedSettings.mockReturnValue({quote: null});
    const user = userEvent.setup();
    render(<QuoteWizard />);
    await reachReview(user);
    expect(
      screen.getByText('Online sending is not set up on this website yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Submit Request'})).toBeNull();
    expect(screen.getByRole('link', {name: 'Email us your request'})).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('keeps a draft in sessionStorage and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const {unmount} = render(<QuoteWizard />);
    await fillStep1(user);
    await user.click(screen.getByRole('button', {name: 'Next'}));
    await screen.findByRole('heading', {name: 'Step 2 of 4: Project Details'});
    await user.type(screen.getByLabelText('Describe your project'), 'Half-written');
    unmount();

    render(<QuoteWizard />);
    expect(
      await screen.findByRole('heading', {name: 'Step 2 of 4: Project Details'}),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Describe your project')).toHaveValue('Half-written');
    await user.click(screen.getByRole('button', {name: 'Back'}));
    expect(screen.getByLabelText('Phone number')).toHaveValue('0712 345 678');
  });
});
