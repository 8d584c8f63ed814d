import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Newsletter from '.';
import {sendEmail} from '@site/src/lib/emailjs';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';

jest.mock('@site/src/lib/hooks/useEmailSettings', () => ({useEmailSettings: jest.fn()}));
jest.mock('@site/src/lib/emailjs', () => ({sendEmail: jest.fn()}));

const settings = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'news',
  toEmail: 'info@example.com',
};
const mockedSend = jest.mocked(sendEmail);

beforeEach(() => {
  jest.mocked(useEmailSettings).mockReturnValue({quote: null, newsletter: settings});
  mockedSend.mockReset();
});

const input = () => screen.getByRole('textbox', {name: 'Email address'});

describe('Newsletter', () => {
  it('is an e-mail field, required, with a Subscribe button and RSS as the alternative', () => {
    render(<Newsletter />);
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('placeholder', 'Your email address');
    expect(screen.getByRole('button', {name: 'Subscribe'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Follow our insights by RSS'})).toHaveAttribute(
      'href',
      '/insights/rss.xml',
    );
  });

  it('rejects an empty or malformed address inline, without sending', async () => {
    const user = userEvent.setup();
    render(<Newsletter />);
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(input()).toHaveAccessibleDescription(
      expect.stringContaining('Error: Enter your email address'),
    );
    await user.type(input(), 'jane@');
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveFocus();
    expect(screen.getByText(/Enter an email address in the correct format/)).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('sends the address with the newsletter template and confirms', async () => {
    mockedSend.mockResolvedValue({ok: true});
    const user = userEvent.setup();
    render(<Newsletter />);
    await user.type(input(), ' jane@example.com ');
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for subscribing. Our next insights will arrive at jane@example.com.',
    );
    expect(mockedSend).toHaveBeenCalledWith(
      settings,
      expect.objectContaining({email: 'jane@example.com', to_email: 'info@example.com'}),
    );
    expect(input()).toHaveValue('');
  });

  it('keeps the typed address and explains a failure', async () => {
    mockedSend.mockResolvedValue({ok: false, failure: 'offline'});
    const user = userEvent.setup();
    render(<Newsletter />);
    await user.type(input(), 'jane@example.com');
    await user.click(screen.getByRole('button', {name: 'Subscribe'}));
    expect(
      await screen.findByText(
        /We could not sign you up just now\. We could not reach our email service/,
      ),
    ).toBeInTheDocument();
    expect(input()).toHaveValue('jane@example.com');
  });

  it('without settings says sign-up is not available yet and points to RSS', () => {
    jest.mocked(useEmailSettings).mockReturnValue({quote: null, newsletter: null});
    render(<Newsletter />);
    expect(screen.getByText(/Newsletter sign-up is not available yet/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', {name: 'Follow our insights by RSS'})).toHaveAttribute(
      'href',
      '/insights/rss.xml',
    );
  });
});
