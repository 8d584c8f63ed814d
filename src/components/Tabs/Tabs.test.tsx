import {renderToString} from 'react-dom/server';
import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {MemoryRouter, Route} from 'react-router-dom';
import type {Location, MemoryHistory} from 'history';
import Tabs, {type TabItem} from '.';

// The real router, so the hash tests see what the site's router does with the URL.
jest.mock('@docusaurus/router', () => jest.requireActual('react-router-dom'));

const items: readonly TabItem[] = [
  {id: 'packages', label: 'Service Packages', panel: <p>Three packages</p>},
  {id: 'materials', label: 'Material Pricing', panel: <p>Cement and sand</p>},
  {id: 'extras', label: 'Extras', panel: <p>Site visits</p>},
];

function setup({url = '/pricing', syncWithHash = false} = {}) {
  const user = userEvent.setup();
  const seen: {location?: Location; history?: MemoryHistory} = {};
  render(
    <MemoryRouter initialEntries={[url]}>
      <h2 id="pricing-title">Pricing</h2>
      <Tabs items={items} labelledBy="pricing-title" syncWithHash={syncWithHash} />
      <Route
        render={({location, history}) => {
          seen.location = location;
          seen.history = history as MemoryHistory;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  const tabs = screen.getAllByRole('tab');
  return {user, tabs, seen};
}

const selectedTab = () => screen.getByRole('tab', {selected: true});

beforeAll(() => {
  // jsdom has no layout, so it lacks scrollIntoView.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.mocked(Element.prototype.scrollIntoView).mockClear();
});

describe('Tabs', () => {
  it('renders a tablist named by its heading, containing one tab per item', () => {
    const {tabs} = setup();
    expect(screen.getByRole('tablist', {name: 'Pricing'})).toBeInTheDocument();
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Service Packages',
      'Material Pricing',
      'Extras',
    ]);
  });

  it('selects the first tab by default and marks only it aria-selected', () => {
    const {tabs} = setup();
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
  });

  it('ties each tab to its panel with aria-controls, and the panel back with aria-labelledby', () => {
    const {tabs} = setup();
    const panel = screen.getByRole('tabpanel', {name: 'Service Packages'});
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Three packages');
    tabs.slice(1).forEach((tab) => {
      const hidden = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(hidden).toHaveAttribute('role', 'tabpanel');
      expect(hidden).toHaveAttribute('aria-labelledby', tab.id);
    });
  });

  it('shows only the selected panel', () => {
    setup();
    expect(screen.getAllByRole('tabpanel').map((p) => p.textContent)).toEqual(['Three packages']);
    expect(
      screen.getByText('Cement and sand', {selector: 'p'}).closest('[role="tabpanel"]'),
    ).not.toBeVisible();
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
    const {user, tabs} = setup();
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.click(tabs[1]!);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('exposes the selection as data-state for styling, in step with aria-selected', async () => {
    const {user, tabs} = setup();
    expect(tabs.map((t) => t.dataset.state)).toEqual(['active', 'inactive', 'inactive']);
    await user.click(tabs[2]!);
    expect(tabs.map((t) => t.dataset.state)).toEqual(['inactive', 'inactive', 'active']);
  });

  it('makes the panel focusable so keyboard users reach its content from the tab', () => {
    setup();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  });

  it('selects a tab and shows its panel when clicked', async () => {
    const {user, tabs} = setup();
    await user.click(tabs[1]!);
    expect(selectedTab()).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel', {name: 'Material Pricing'})).toHaveTextContent(
      'Cement and sand',
    );
  });

  it('moves focus to the next tab with ArrowRight and selects it (automatic activation)', async () => {
    const {user, tabs} = setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[1]);
  });

  it('wraps from the last tab to the first with ArrowRight', async () => {
    const {user, tabs} = setup();
    await user.click(tabs[2]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[0]);
  });

  it('moves to the previous tab with ArrowLeft, wrapping from the first to the last', async () => {
    const {user, tabs} = setup();
    await user.click(tabs[1]!);
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe(tabs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[2]);
  });

  it('moves to the first tab with Home and the last with End', async () => {
    const {user, tabs} = setup();
    await user.click(tabs[1]!);
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[2]);
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[0]);
  });

  it('ignores other keys', async () => {
    const {user, tabs} = setup();
    tabs[0]!.focus();
    await user.keyboard('{ArrowDown}a{Alt>}{ArrowRight}{/Alt}');
    expect(tabs[0]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[0]);
  });

  it('leaves the URL alone unless asked to sync with the hash', async () => {
    const {user, tabs, seen} = setup();
    await user.click(tabs[1]!);
    expect(seen.location?.hash).toBe('');
  });

  it('writes the selected tab to the URL hash, replacing the history entry', async () => {
    const {user, tabs, seen} = setup({url: '/pricing?ref=ad', syncWithHash: true});
    await user.click(tabs[1]!);
    expect(seen.location).toMatchObject({
      pathname: '/pricing',
      search: '?ref=ad',
      hash: '#materials',
    });
    await user.keyboard('{ArrowRight}');
    expect(seen.location?.hash).toBe('#extras');
    // Still one entry: each change replaced the first instead of adding to the Back history.
    expect(seen.history?.length).toBe(1);
  });

  it('opens the tab named by the URL hash after hydration and scrolls it into view', () => {
    setup({url: '/pricing#materials', syncWithHash: true});
    expect(selectedTab()).toHaveTextContent('Material Pricing');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('renders the default tab in the static HTML whatever the hash, so hydration matches', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/pricing#materials']}>
        <h2 id="t">Pricing</h2>
        <Tabs items={items} labelledBy="t" syncWithHash />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const selected = Array.from(doc.querySelectorAll('[role="tab"][aria-selected="true"]')).map(
      (t) => t.textContent,
    );
    expect(selected).toEqual(['Service Packages']);
  });

  it('ignores a hash that names no tab', () => {
    setup({url: '/pricing#faq', syncWithHash: true});
    expect(selectedTab()).toHaveTextContent('Service Packages');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('follows the hash when the router changes it, without scrolling again', () => {
    let navigate: ((path: string) => void) | undefined;
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <h2 id="t">Pricing</h2>
        <Tabs items={items} labelledBy="t" syncWithHash />
        <Route
          render={({history}) => {
            navigate = (path) => history.push(path);
            return null;
          }}
        />
      </MemoryRouter>,
    );
    act(() => navigate!('/pricing#extras'));
    expect(selectedTab()).toHaveTextContent('Extras');
    act(() => navigate!('/pricing'));
    expect(selectedTab()).toHaveTextContent('Service Packages');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
