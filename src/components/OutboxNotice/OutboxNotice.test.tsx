import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {outboxStorageKey, type OutboxRequest} from '@site/src/lib/outbox';
import OutboxNotice from '.';

jest.mock('@site/src/lib/emailjs', () => ({sendEmail: jest.fn()}));
const {sendEmail} = jest.requireMock<{sendEmail: jest.Mock}>('@site/src/lib/emailjs');

const request = (
  state: OutboxRequest['state'],
  extra: Partial<OutboxRequest> = {},
): OutboxRequest => ({
  id: `request-${state}`,
  createdAt: Date.UTC(2026, 10, 20, 9),
  settings: {publicKey: 'k', serviceId: 's', templateId: 't', toEmail: 'quotes@example.co.ke'},
  templateParams: {firstName: 'Wambui'},
  fallback: {
    email: 'mailto:info@msingi-construction.example?body=My%20house',
    whatsapp: 'https://wa.me/254700000111?text=My%20house',
  },
  state,
  ...extra,
});
const keep = (...requests: OutboxRequest[]) =>
  window.localStorage.setItem(outboxStorageKey, JSON.stringify(requests));
const status = () => screen.getByRole('status');

describe('OutboxNotice', () => {
  beforeEach(() => {
    window.localStorage.clear();
    sendEmail.mockReset();
    sendEmail.mockResolvedValue({ok: false, failure: 'network'});
  });

  it('shows nothing when nothing waits', () => {
    render(<OutboxNotice />);
    expect(screen.queryByRole('region', {name: 'Your quote request'})).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells of a request waiting for a connection, and cancels it on request', async () => {
    keep(request('waiting'));
    render(<OutboxNotice />);
    await act(async () => undefined);
    expect(status()).toHaveTextContent(
      'Waiting for a connection – your request is saved on this device',
    );
    await userEvent.setup().click(screen.getByRole('button', {name: 'Cancel'}));
    expect(window.localStorage.getItem(outboxStorageKey)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("sends what waits when the page opens online, then says so in the quote form's words", async () => {
    sendEmail.mockResolvedValue({ok: true});
    keep(request('waiting'));
    render(<OutboxNotice />);
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(sendEmail).toHaveBeenCalledWith(
      {publicKey: 'k', serviceId: 's', templateId: 't', toEmail: 'quotes@example.co.ke'},
      {firstName: 'Wambui'},
    );
    await userEvent.setup().click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a refused request with the ways to send it directly, and no retry', async () => {
    keep(request('refused'));
    render(<OutboxNotice />);
    await act(async () => undefined);
    expect(status()).toHaveTextContent('Our email service refused your quote request');
    expect(screen.getByRole('link', {name: 'Email us your request'})).toHaveAttribute(
      'href',
      'mailto:info@msingi-construction.example?body=My%20house',
    );
    expect(screen.queryByRole('button', {name: 'Send it now'})).not.toBeInTheDocument();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('asks before sending a request over a week old, and sends it when told to', async () => {
    keep(request('expired'));
    render(<OutboxNotice />);
    await act(async () => undefined);
    expect(status()).toHaveTextContent(
      'Your quote request of 20 November 2026 has not been sent: it waited more than a week. Send it now?',
    );
    expect(sendEmail).not.toHaveBeenCalled();
    sendEmail.mockResolvedValue({ok: true});
    await userEvent.setup().click(screen.getByRole('button', {name: 'Send it now'}));
    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(sendEmail).toHaveBeenCalledTimes(1);
  });
});
