import {render, screen, within} from '@testing-library/react';
import InsightsSubscribe from '.';
import {newsletterInvite} from '@site/src/data/insights';
import {feedLinks} from '@site/src/data/feeds';
import {useEmailSettings} from '@site/src/lib/hooks/useEmailSettings';

jest.mock('@site/src/lib/hooks/useEmailSettings', () => ({useEmailSettings: jest.fn()}));

const settings = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'news',
  toEmail: 'info@example.com',
};

describe('InsightsSubscribe', () => {
  beforeEach(() => {
    jest.mocked(useEmailSettings).mockReturnValue({quote: null, newsletter: settings});
  });

  it('invites to subscribe with the sign-up form and links to every other feed file', () => {
    render(<InsightsSubscribe />);
    const block = screen.getByRole('region', {name: newsletterInvite.title});
    expect(within(block).getByRole('form', {name: 'Newsletter sign-up'})).toBeInTheDocument();
    expect(within(block).getByRole('link', {name: newsletterInvite.feeds.atom})).toHaveAttribute(
      'href',
      feedLinks.atom,
    );
    expect(within(block).getByRole('link', {name: newsletterInvite.feeds.json})).toHaveAttribute(
      'href',
      feedLinks.json,
    );
  });
});
