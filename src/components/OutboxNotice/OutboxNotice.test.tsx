import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {IDBFactory} from 'fake-indexeddb';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';
import {useShownByForm} from '@site/src/lib/hooks/useOutbox';
import {newRequest, type OutboxRequest} from '@site/src/lib/outbox';
import {openOutbox, type OutboxStore} from '@site/src/lib/outboxStore';
import OutboxNotice from '.';

jest.mock('@site/src/lib/emailjs', () => ({
  ...jest.requireActual('@site/src/lib/emailjs'),
  sendEmail: jest.fn(),
}));
jest.mock('@site/src/lib/hooks/useEmailSettings', () => ({useEmailSettings: jest.fn()}));
const {sendEmail} = jest.requireMock<{sendEmail: jest.Mock}>('@site/src/lib/emailjs');
const settings = {publicKey: 'k', serviceId: 's', templateId: 't', toEmail: 'quotes@example.co.ke'};

const created = Date.UTC(2026, 10, 20, 9);
const request = (state: OutboxRequest['state'], extra: Partial<OutboxRequest> = {}) => ({
  ...newRequest(
    {
      reference: 'MSG-7K4Q2P',
      templateParams: {
        firstName: 'Wambui',
        fullMessage: 'Reference: MSG-7K4Q2P\n\nQuote request\n\nDescription: My house',
        reference: 'MSG-7K4Q2P',
      },
      fallback: {
        email: 'mailto:info@msingi-construction.example?body=My%20house',
        whatsapp: 'https://wa.me/254700000111?text=My%20house',
      },
    },
    created,
  ),
  state,
  attempts: state === 'waiting' ? 0 : 1,
  ...extra,
});

let store: OutboxStore;
async function keep(...requests: OutboxRequest[]) {
  store = (await openOutbox())!;
  for (const kept of requests) await store.put(kept.reference, () => kept, null, created);
}
const status = () => screen.getByRole('status');
const stored = async () => (await store.list()).map((r) => [r.reference, r.state]);

const realNow = Date.now.bind(Date);
let clock: jest.SpiedFunction<typeof Date.now>;

describe('OutboxNotice', () => {
  beforeEach(() => {
    // The page opens an hour after the requests were made, whatever day the tests run: a request
    // kept more than 7 days is expired, and these were made on a fixed day. Time runs on from there.
    const opened = realNow();
    clock = jest
      .spyOn(Date, 'now')
      .mockImplementation(() => created + 3_600_000 + realNow() - opened);
    globalThis.indexedDB = new IDBFactory();
    jest.mocked(useEmailSettings).mockReturnValue({quote: settings});
    sendEmail.mockReset();
    sendEmail.mockResolvedValue({ok: false, failure: 'offline'});
  });
  afterEach(() => clock.mockRestore());

  it('shows nothing when nothing is kept', async () => {
    await keep();
    render(<OutboxNotice />);
    await act(async () => undefined);
    expect(screen.queryByRole('region', {name: 'Your quote request'})).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells of a request waiting for a connection, with its reference, and cancels it on request', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await keep(request('waiting'));
    render(<OutboxNotice />);
    expect(
      await screen.findByText(
        'Waiting for a connection – your request MSG-7K4Q2P is saved on this device',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', {name: 'Cancel'}));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await stored()).toEqual([]);
    expect(sendEmail).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it("sends what waits when the page opens online, with the page's settings, then says so with the reference", async () => {
    sendEmail.mockResolvedValue({ok: true});
    await keep(request('waiting'));
    render(<OutboxNotice />);
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Your reference: MSG-7K4Q2P');
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail).toHaveBeenCalledWith(settings, {
      to_email: 'quotes@example.co.ke',
      firstName: 'Wambui',
      fullMessage: 'Reference: MSG-7K4Q2P\n\nQuote request\n\nDescription: My house',
      reference: 'MSG-7K4Q2P',
    });
    // Kept, sent, until the visitor has seen it.
    expect(await stored()).toEqual([['MSG-7K4Q2P', 'sent']]);
    await userEvent.setup().click(screen.getByRole('button', {name: 'Close'}));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(await stored()).toEqual([]);
  });

  it('shows a request being sent as Sending…, with no Cancel', async () => {
    await keep(request('sending', {changedAt: Date.now()}));
    render(<OutboxNotice />);
    expect(await screen.findByText('Sending your request MSG-7K4Q2P…')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: 'Cancel'})).toBeNull();
  });

  it('shows a refused request with the ways to send it directly, and no retry', async () => {
    await keep(request('refused'));
    render(<OutboxNotice />);
    expect(
      await screen.findByText(/Our email service refused your request MSG-7K4Q2P/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Email us your request'})).toHaveAttribute(
      'href',
      'mailto:info@msingi-construction.example?body=My%20house',
    );
    expect(screen.queryByRole('button', {name: 'Send again'})).toBeNull();
    expect(sendEmail).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', {name: 'Remove'}));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('never sends an unconfirmed request by itself; shows the words, and Send again sends it once, same reference', async () => {
    await keep(request('unconfirmed'));
    render(<OutboxNotice />);
    expect(
      await screen.findByText(/We could not confirm that your request MSG-7K4Q2P arrived\./),
    ).toBeInTheDocument();
    expect(sendEmail).not.toHaveBeenCalled();
    const words = screen.getByText('What you wrote').closest('details')!;
    expect(within(words).getByText(/Description: My house/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: /WhatsApp us your request/})).toHaveAttribute(
      'href',
      'https://wa.me/254700000111?text=My%20house',
    );
    sendEmail.mockResolvedValue({ok: true});
    await userEvent.setup().click(screen.getByRole('button', {name: 'Send again'}));
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail.mock.calls[0][1].reference).toBe('MSG-7K4Q2P');
  });

  it('cancels an unconfirmed request without sending it', async () => {
    await keep(request('unconfirmed'));
    render(<OutboxNotice />);
    await screen.findByText(/We could not confirm/);
    await userEvent.setup().click(screen.getByRole('button', {name: 'Cancel'}));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('asks before sending a request over a week old, and sends it when told to', async () => {
    await keep(request('expired'));
    render(<OutboxNotice />);
    expect(
      await screen.findByText(
        'Your request MSG-7K4Q2P of 20 November 2026 has not been sent: it waited more than a week. Send it now?',
      ),
    ).toBeInTheDocument();
    expect(sendEmail).not.toHaveBeenCalled();
    sendEmail.mockResolvedValue({ok: true});
    await userEvent.setup().click(screen.getByRole('button', {name: 'Send it now'}));
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(sendEmail).toHaveBeenCalledTimes(1);
  });

  it('without the e-mail settings, offers no Send again that would do nothing: says online sending is not set up, with the other ways', async () => {
    jest.mocked(useEmailSettings).mockReturnValue({quote: null});
    await keep(request('unconfirmed'), {...request('expired'), reference: 'MSG-261120-AAAAAA'});
    render(<OutboxNotice />);
    await screen.findByText(/We could not confirm/);
    await screen.findByText(/has not been sent: it waited more than a week/);
    expect(screen.queryByRole('button', {name: 'Send again'})).toBeNull();
    expect(screen.queryByRole('button', {name: 'Send it now'})).toBeNull();
    expect(screen.getAllByText('Online sending is not set up on this website yet.')).toHaveLength(
      2,
    );
    expect(screen.getAllByRole('link', {name: 'Email us your request'})).toHaveLength(2);
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('loads and opens nothing on a page while this browser keeps nothing for the outbox', async () => {
    render(<OutboxNotice />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await globalThis.indexedDB.databases()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("moves in once a request the previous release's outbox kept in localStorage, and clears it", async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(
      'msingi-outbox',
      JSON.stringify([
        {
          id: 'old-id',
          createdAt: created,
          settings,
          templateParams: {fullMessage: 'Quote request'},
          fallback: {email: 'mailto:info@example.co.ke', whatsapp: 'https://wa.me/254700000111'},
          state: 'waiting',
        },
      ]),
    );
    render(<OutboxNotice />);
    expect(
      await screen.findByText(/Waiting for a connection – your request MSG-/),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem('msingi-outbox')).toBeNull();
    jest.restoreAllMocks();
  });

  it('leaves out a request the quote form on this page shows itself, until the form lets go', async () => {
    await keep(request('unconfirmed'));
    function FormShowing({reference}: {readonly reference: string | null}) {
      useShownByForm(reference);
      return null;
    }
    const {rerender} = render(
      <>
        <FormShowing reference="MSG-7K4Q2P" />
        <OutboxNotice />
      </>,
    );
    // The page's outbox has read it (it recorded that its outcome is on screen), yet tells nothing.
    await waitFor(async () => expect((await store.list())[0]!.seenAt).toBeDefined());
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <>
        <FormShowing reference={null} />
        <OutboxNotice />
      </>,
    );
    expect(await screen.findByText(/We could not confirm/)).toBeInTheDocument();
  });
});
