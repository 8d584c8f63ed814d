import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ShareArticle from '.';

const article = {
  url: 'https://www.msingi-construction.example/insights/smart-homes-kenya',
  title: 'Smart Homes in Kenya',
  excerpt: 'What is worth building in.',
};

describe('ShareArticle', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('links to Facebook, X and LinkedIn in a new tab with the address and title', () => {
    render(<ShareArticle {...article} />);
    const links = within(screen.getByRole('region', {name: 'Share this article'})).getAllByRole(
      'link',
    );
    expect(links.map((l) => l.textContent)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
    ]);
    links.forEach((link) => {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(article.url));
    });
  });

  it('copies the address and says so politely when there is no native share', async () => {
    const user = userEvent.setup();
    render(<ShareArticle {...article} />);
    await user.click(screen.getByRole('button', {name: 'Share'}));
    expect(await navigator.clipboard.readText()).toBe(article.url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard!');
  });

  it('uses the native share sheet when the device has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', {value: share, configurable: true});
    const user = userEvent.setup();
    render(<ShareArticle {...article} />);
    await user.click(screen.getByRole('button', {name: 'Share'}));
    expect(share).toHaveBeenCalledWith({
      url: article.url,
      title: article.title,
      text: article.excerpt,
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the address cannot be copied', async () => {
    const user = userEvent.setup();
    render(<ShareArticle {...article} />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', {name: 'Share'}));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy the link');
  });
});
