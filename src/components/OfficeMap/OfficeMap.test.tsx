import {act, render, screen} from '@testing-library/react';
import OfficeMap from '.';
import {officeMap} from '@site/src/data/contact';

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.observed.length = 0;
  }
  report(isIntersecting: boolean): void {
    const entries = this.observed.map(
      (target) => ({isIntersecting, target}) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const mapFrame = () => screen.queryByTitle(officeMap.frameTitle);

afterEach(() => {
  FakeObserver.instances = [];
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('OfficeMap', () => {
  it('creates the map frame only once the visitor scrolls near it', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<OfficeMap />);
    expect(mapFrame()).not.toBeInTheDocument();

    const [observer] = FakeObserver.instances;
    expect(observer?.options.rootMargin).toMatch(/px/);
    act(() => observer?.report(false));
    expect(mapFrame()).not.toBeInTheDocument();

    act(() => observer?.report(true));
    const frame = mapFrame();
    expect(frame).toHaveAttribute('src', officeMap.embedUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(observer?.observed).toHaveLength(0);
  });

  it('shows the map at once where the browser cannot observe scrolling', () => {
    render(<OfficeMap />);
    expect(mapFrame()).toHaveAttribute('src', officeMap.embedUrl);
  });

  it('always offers directions in Google Maps', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    render(<OfficeMap />);
    expect(screen.getByRole('link', {name: /Get Directions/})).toHaveAttribute(
      'href',
      officeMap.directionsUrl,
    );
  });
});
