import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Newsletter from '.';
import {useNewsletterSignUp} from '@site/src/lib/hooks/useNewsletterSignUp';
import {requestSubscription, type SignUpOutcome} from '@site/src/lib/newsletter';

jest.mock('@site/src/lib/hooks/useNewsletterSignUp', () => ({useNewsletterSignUp: jest.fn()}));
jest.mock('@site/src/lib/newsletter', () => ({requestSubscription: jest.fn()}));

const mockedRequest = jest.mocked(requestSubscription);

beforeEach(() => {
  jest.mocked(useNewsletterSignUp).mockReturnValue(true);
  mockedRequest.mockReset();
  window.history.replaceState(null, '', '/insights/some-article');
});

const input = () => screen.getByRole('textbox', {name: 'Email address'});
const subscribe = () => screen.getByRole('button', {name: 'Subscribe'});
const rss = {name: 'Follow our insights by RSS'};

async function signUp(outcome: SignUpOutcome, address = 'jane@example.com') {
  mockedRequest.mockResolvedValue(outcome);
  const user = userEvent.setup();
  render(<Newsletter />);
  await user.type(input(), address);
  await user.click(subscribe());
  return user;
}

describe('Newsletter', () => {
  it('is an e-mail field, required, with a Subscribe button and RSS as the alternative', () => {
    render(<Newsletter />);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('placeholder', 'Your email address');
    expect(subscribe()).toBeInTheDocument();
    expect(screen.getByRole('link', rss)).toHaveAttribute('href', '/insights/rss.xml');
  });

  it('rejects an empty or malformed address inline, without sending', async () => {
    const user = userEvent.setup();
    render(<Newsletter />);
    await user.click(subscribe());
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter your email address'),
    );
    await user.type(input(), 'jane@');
    await user.click(subscribe());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
    expect(screen.getByText(/Enter an email address in the correct format/)).toBeInTheDocument();
    expect(mockedRequest).not.toHaveBeenCalled();
  });

  it('posts the address, the edition, the page, the hidden field and the time taken', async () => {
    await signUp('pending', ' jane@example.com ');
    expect(mockedRequest).toHaveBeenCalledWith({
      email: 'jane@example.com',
      locale: 'en',
      page: '/insights/some-article',
      website: '',
      elapsedMs: expect.any(Number),
    });
  });

  it('asks the visitor to confirm from their inbox, never saying they are subscribed yet', async () => {
    await signUp('pending');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Almost done: we have sent an e-mail to jane@example.com. Open it and press the link inside to confirm your subscription.',
    );
    expect(status).not.toHaveTextContent(/Thank you for subscribing/);
    expect(input()).toHaveValue('');
  });

  it('says an address already on the list is, and nothing more', async () => {
    await signUp('already-subscribed');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'jane@example.com is already on our list. If you have not confirmed it yet, look for our confirmation e-mail, in your spam folder too.',
    );
  });

  it('shows a refused address at the field, naming the accepted format, and keeps it', async () => {
    await signUp('invalid-email');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Our mailing list did not accept this address. Check it, or use another one in the format name@example.com.',
      ),
    );
    expect(input()).toHaveValue('jane@example.com');
  });

  it.each([
    ['offline', /We could not reach our sign-up service\. Check your internet connection/],
    ['unavailable', /Our mailing list is not answering just now/],
    ['bad-request', /Our mailing list is not answering just now/],
    ['rate-limited', /too many sign-up attempts for this address or from this connection/],
    ['rejected', /Our spam check stopped this sign-up\. Wait a few seconds/],
  ] as const)('%s: explains, keeps the address and offers the RSS feed', async (outcome, text) => {
    await signUp(outcome);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(text);
    expect(status).toHaveTextContent('Your address is still in the field. In the meantime:');
    expect(screen.getAllByRole('link', rss)).toHaveLength(2);
    expect(input()).toHaveValue('jane@example.com');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('says sign-up is not available here when the host has no endpoint, and offers RSS', async () => {
    await signUp('not-configured');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Newsletter sign-up is not available on this copy of the website. Instead: Follow our insights by RSS',
    );
    expect(input()).toHaveValue('jane@example.com');
  });

  it('says it could not reach the service when sending fails before any answer', async () => {
    mockedRequest.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    const user = userEvent.setup();
    render(<Newsletter />);
    await user.type(input(), 'jane@example.com');
    await user.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent(
      /We could not reach our sign-up service/,
    );
  });

  it('built without a provider, says sign-up is not available here and points to RSS', () => {
    jest.mocked(useNewsletterSignUp).mockReturnValue(false);
    render(<Newsletter />);
    expect(
      screen.getByText(/Newsletter sign-up is not available on this copy of the website/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', rss)).toHaveAttribute('href', '/insights/rss.xml');
  });
});
