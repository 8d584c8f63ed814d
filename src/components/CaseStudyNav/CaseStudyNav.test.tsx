import {act, render, screen} from '@testing-library/react';
import CaseStudyNav from '.';
import {caseStudyPage} from '@site/src/data/caseStudyPage';

/** jsdom has no IntersectionObserver: this one lets a test say which sections cross the line. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed.length = 0;
  }
  report(changes: readonly [string, boolean][]) {
    const entries = changes.map(([id, isIntersecting]) => ({
      target: document.getElementById(id)!,
      isIntersecting,
    }));
    act(() =>
      this.callback(
        entries as unknown as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

const {sections, navLabel} = caseStudyPage;

function renderPage() {
  const utils = render(
    <>
      <CaseStudyNav label={navLabel} items={sections} />
      {sections.map((section) => (
        <section key={section.id} id={section.id} />
      ))}
    </>,
  );
  return {...utils, observer: FakeObserver.current!};
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
    .map((link) => link.textContent);

beforeEach(() => {
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe('CaseStudyNav', () => {
  it('links every section in page order, inside a named navigation landmark', () => {
    renderPage();
    const links = screen.getByRole('navigation', {name: navLabel}).querySelectorAll('a');
    expect(Array.from(links, (a) => [a.textContent, a.getAttribute('href')])).toEqual(
      sections.map((s) => [s.label, `#${s.id}`]),
    );
  });

  it('watches every linked section and marks none before one is read', () => {
    const {observer} = renderPage();
    expect(observer.observed.map((el) => el.id)).toEqual(sections.map((s) => s.id));
    expect(current()).toEqual([]);
  });

  it.each(sections.map((section, i) => [section.label, i] as const))(
    'marks "%s" (and only it) while its section crosses the reading line',
    (label, i) => {
      const {observer} = renderPage();
      observer.report([[sections[i]!.id, true]]);
      expect(current()).toEqual([label]);
    },
  );

  it('moves the mark on to the next section as the previous one leaves', () => {
    const {observer} = renderPage();
    const [first, second] = sections;
    observer.report([[first!.id, true]]);
    observer.report([
      [first!.id, false],
      [second!.id, true],
    ]);
    expect(current()).toEqual([second!.label]);
  });

  /** Places the first section's top this far (px) down the viewport; the line sits at 64 + 32. */
  function withFirstSectionAt(top: number) {
    renderPage();
    screen.getByRole('navigation').style.top = '64px';
    // The line is measured when watching starts and again on resize.
    act(() => void window.dispatchEvent(new Event('resize')));
    document.getElementById(sections[0]!.id)!.getBoundingClientRect = () => ({top}) as DOMRect;
    return FakeObserver.current!;
  }

  it('keeps the last section marked between sections that have no link', () => {
    const observer = withFirstSectionAt(-500);
    const [, second] = sections;
    observer.report([[second!.id, true]]);
    observer.report([[second!.id, false]]);
    expect(current()).toEqual([second!.label]);
  });

  it('marks nothing once the page is back above the first section', () => {
    const observer = withFirstSectionAt(400);
    const [first] = sections;
    observer.report([[first!.id, true]]);
    observer.report([[first!.id, false]]);
    expect(current()).toEqual([]);
  });
});
