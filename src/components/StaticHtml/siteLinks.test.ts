import {inSiteAddress, isPageOf} from './siteLinks';
import routes from '@site/src/test/stubs/routes';

const here = {origin: 'http://localhost', pathname: '/insights', search: ''};

/** A click on a link with these attributes, in a page at `here`. */
function clickOn(attributes: Record<string, string>, keys: Partial<MouseEvent> = {}) {
  const link = document.createElement('a');
  Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
  const text = link.appendChild(document.createElement('span'));
  document.body.replaceChildren(link);
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: text,
    ...keys,
  } as MouseEvent;
}

describe('isPageOf', () => {
  it('knows the pages of the edition, nested ones included, and not the catch-all', () => {
    expect(isPageOf(routes, '/about')).toBe(true);
    expect(isPageOf(routes, '/insights/construction-permits-guide')).toBe(true);
    expect(isPageOf(routes, '/insights/rss.xml')).toBe(false);
    expect(isPageOf(routes, '/sw/about')).toBe(false);
    expect(isPageOf(routes, '/no-such-page')).toBe(false);
  });
});

describe('inSiteAddress', () => {
  it('gives the address of a page of the edition, with its query and anchor', () => {
    expect(inSiteAddress(clickOn({href: '/contact?from=article#visit'}), here, routes)).toBe(
      '/contact?from=article#visit',
    );
    expect(inSiteAddress(clickOn({href: 'http://localhost/about'}), here, routes)).toBe('/about');
  });

  it('leaves to the browser what Link would: new tabs, keys, downloads, other sites and editions, anchors here', () => {
    const cases = [
      clickOn({href: '/about'}, {ctrlKey: true}),
      clickOn({href: '/about'}, {metaKey: true}),
      clickOn({href: '/about'}, {shiftKey: true}),
      clickOn({href: '/about'}, {button: 1}),
      clickOn({href: '/about'}, {defaultPrevented: true}),
      clickOn({href: '/about', target: '_blank'}),
      clickOn({href: '/about', download: ''}),
      clickOn({href: 'https://nca.go.ke/'}),
      clickOn({href: '/sw/about'}),
      clickOn({href: '/insights/rss.xml'}),
      clickOn({href: '#faq'}),
    ];
    expect(cases.map((click) => inSiteAddress(click, here, routes))).toEqual(cases.map(() => null));
  });
});
