import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OtherWays from '.';

const links = {
  email: 'mailto:info@msingi-construction.example?body=My%20house',
  whatsapp: 'https://wa.me/254700000111?text=My%20house',
};

describe('OtherWays', () => {
  it('hands the prefilled request to the mail and WhatsApp apps', () => {
    render(<OtherWays links={links} />);
    expect(screen.getByRole('link', {name: 'Email us your request'})).toHaveAttribute(
      'href',
      links.email,
    );
    expect(
      screen.getByRole('link', {name: 'WhatsApp us your request (opens in a new tab)'}),
    ).toHaveAttribute('href', links.whatsapp);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry when given one, named as asked', async () => {
    const retry = jest.fn();
    const {rerender} = render(<OtherWays links={links} onRetry={retry} />);
    await userEvent.setup().click(screen.getByRole('button', {name: 'Retry'}));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<OtherWays links={links} onRetry={retry} retryLabel="Send it now" />);
    expect(screen.getByRole('button', {name: 'Send it now'})).toBeInTheDocument();
  });
});
