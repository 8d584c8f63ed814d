import {act, render, screen, within} from '@testing-library/react';
import RelatedInsights from '.';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const insights = testContentIndex.insights.slice(0, 2);

/** IntersectionObserver under test control: `reach()` scrolls the observed list into view. */
let reach: () => void = () => undefined;
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(): void {
    reach = () =>
      this.callback(
        [{isIntersecting: true} as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect(): void {}
}

function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as typeof window.matchMedia;
}

const list = () => within(screen.getByRole('region', {name: 'Related Articles'})).getByRole('list');

describe('RelatedInsights', () => {
  beforeEach(() => {
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  });

  it('shows the related articles as cards under "Related Articles"', () => {
    preferReducedMotion(false);
    render(<RelatedInsights insights={insights} />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    for (const insight of insights) {
      expect(screen.getByRole('heading', {name: insight.title})).toBeInTheDocument();
    }
  });

  it('holds the cards back until they scroll into view, then fades them in 0.1 s apart', () => {
    preferReducedMotion(false);
    render(<RelatedInsights insights={insights} />);
    expect(list()).toHaveAttribute('data-state', 'waiting');
    act(() => reach());
    expect(list()).toHaveAttribute('data-state', 'shown');
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => item.style.getPropertyValue('--stagger'))).toEqual(['0', '1']);
  });

  it('shows the cards at once, never faded, when reduced motion is preferred', () => {
    preferReducedMotion(true);
    render(<RelatedInsights insights={insights} />);
    expect(list()).toHaveAttribute('data-state', 'static');
  });
});
