import {act, type ReactElement} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import {testHistory} from '@site/src/test/stubs/router';
import StaticHtml from '.';

/** Counts its renders: React renders it only when it hydrates or renders the content. */
const renders = jest.fn();
function Paragraph({text}: {readonly text: string}) {
  renders();
  return <p>{text}</p>;
}

/** The build's HTML of `element` in a page, then React hydrating it as the browser does. */
async function hydrate(element: ReactElement): Promise<HTMLElement> {
  // What the build writes: the content rendered (in Node, React renders it as a browser does).
  const built = render(element);
  const html = built.container.innerHTML;
  built.unmount();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  renders.mockClear();
  await act(async () => {
    render(element, {container, hydrate: true});
  });
  return container;
}

/** An article's content with a link to a page of its edition, one to the other edition's, a feed. */
function articleWithLinks(): Promise<HTMLElement> {
  testHistory.replace('/insights/construction-permits-guide');
  return hydrate(
    <StaticHtml>
      <a href="/contact#visit">Visit us</a>
      <a href="/sw/about">Kuhusu sisi</a>
      <a href="/insights/rss.xml">RSS</a>
    </StaticHtml>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('StaticHtml', () => {
  it('keeps the HTML of the page opened without rendering its content again', async () => {
    const container = await hydrate(
      <StaticHtml>
        <Paragraph text="Approvals take six weeks." />
        <a href="/contact">Contact us</a>
      </StaticHtml>,
    );
    expect(renders).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toHaveTextContent('Approvals take six weeks.');
    expect(container.querySelector('a')).toHaveAttribute('href', '/contact');
  });

  it('renders its content after a navigation inside the site', () => {
    render(
      <StaticHtml className="prose" lang="sw">
        <Paragraph text="Vibali huchukua wiki sita." />
      </StaticHtml>,
    );
    expect(renders).toHaveBeenCalled();
    expect(screen.getByText('Vibali huchukua wiki sita.').parentElement).toHaveAttribute(
      'lang',
      'sw',
    );
  });

  it('renders its content after all when one of its photos cannot load', async () => {
    let fail!: () => void;
    jest
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockImplementation(
        () => new Promise<void>((_, reject) => (fail = () => reject(new Error()))),
      );
    await hydrate(
      <StaticHtml>
        <img src="/img/site.jpg" alt="The site" width={4} height={3} />
        <Paragraph text="Foundations first." />
      </StaticHtml>,
    );
    expect(renders).not.toHaveBeenCalled();
    await act(async () => fail());
    expect(renders).toHaveBeenCalled();
    expect(screen.getByText('Foundations first.')).toBeInTheDocument();
  });

  it("takes a click on a link to one of the edition's pages into the site's navigation", async () => {
    const container = await articleWithLinks();
    const visit = screen.getByRole('link', {name: 'Visit us'});
    expect(fireEvent.click(visit)).toBe(false);
    expect(testHistory.location).toEqual({pathname: '/contact', search: '', hash: '#visit'});
    // Another edition's page and a feed are not pages of this app: the browser opens them.
    for (const name of ['Kuhusu sisi', 'RSS']) {
      expect(fireEvent.click(screen.getByRole('link', {name}))).toBe(true);
    }
    expect(fireEvent.click(visit, {ctrlKey: true})).toBe(true);
    expect(testHistory.location.pathname).toBe('/contact');
    expect(container.querySelectorAll('a')).toHaveLength(3);
  });

  it("fetches ahead the code of this edition's pages its links lead to, each once it comes into view", async () => {
    const observed: Element[] = [];
    let report!: (entries: Partial<IntersectionObserverEntry>[]) => void;
    class Observer {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe = (target: Element) => observed.push(target);
      unobserve = (target: Element) => observed.splice(observed.indexOf(target), 1);
      disconnect = () => observed.splice(0);
    }
    const prefetch = jest.fn();
    const {IntersectionObserver} = window;
    Object.assign(window, {IntersectionObserver: Observer, docusaurus: {prefetch}});
    const container = await articleWithLinks();
    const [visit, sw, rss] = Array.from(container.querySelectorAll('a'));
    expect(observed).toEqual([visit, sw, rss]);
    expect(prefetch).not.toHaveBeenCalled();
    act(() => report([{isIntersecting: false, target: visit!}]));
    expect(prefetch).not.toHaveBeenCalled();
    act(() =>
      report([
        {isIntersecting: true, target: visit!},
        {isIntersecting: true, target: sw!},
        {isIntersecting: true, target: rss!},
      ]),
    );
    // Another edition's page and a feed are not pages of this app: nothing of theirs to fetch.
    expect(prefetch.mock.calls).toEqual([['/contact']]);
    expect(observed).toEqual([]);
    Object.assign(window, {IntersectionObserver, docusaurus: undefined});
  });
});
