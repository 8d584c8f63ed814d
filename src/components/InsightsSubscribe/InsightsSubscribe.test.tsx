import {render, screen, within} from '@testing-library/react';
import InsightsSubscribe from '.';
import {newsletterInvite} from '@site/src/data/insights';
import {feedLinks} from '@site/src/data/feeds';
import {useNewsletterSignUp} from '@site/src/lib/hooks/useNewsletterSignUp';

jest.mock('@site/src/lib/hooks/useNewsletterSignUp', () => ({useNewsletterSignUp: jest.fn()}));

describe('InsightsSubscribe', () => {
  beforeEach(() => {
    jest.mocked(useNewsletterSignUp).mockReturnValue(true);
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
