import {act, fireEvent, render, screen} from '@testing-library/react';
import {testHistory} from '@site/src/test/stubs/router';
import {coversQuickContact, opensKeyboard} from '@site/src/lib/quickContactAside';
import QuickContactBar from '.';

jest.mock('@docusaurus/useBaseUrl', () => ({__esModule: true, default: (path: string) => path}), {
  virtual: true,
});

const bar = () => screen.getByRole('navigation', {name: 'Quick contact'});
const chatText = () =>
  new URL(screen.getByRole('link', {name: /^WhatsApp/}).getAttribute('href')!).searchParams.get(
    'text',
  );

describe('QuickContactBar', () => {
  it('offers Call, WhatsApp and Get a Quote in a navigation landmark named "Quick contact"', () => {
    render(<QuickContactBar />);
    expect(screen.getByRole('link', {name: 'Call'})).toHaveAttribute('href', 'tel:+254700000111');
    expect(
      screen.getByRole('link', {name: 'WhatsApp (opens in a new tab)'}).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/254700000111\?text=/);
    expect(screen.getByRole('link', {name: 'Get a Quote'})).toHaveAttribute('href', '/contact');
    expect(bar()).toBeInTheDocument();
  });

  it("opens the chat with a first message naming the page's title, or a general one on the home page", () => {
    render(
      <>
        <main>
          <h1>Residential Construction</h1>
        </main>
        <QuickContactBar />
      </>,
    );
    expect(chatText()).toBe('Hello Msingi, I would like to talk about a building project');
    act(() => testHistory.push('/services/residential'));
    expect(chatText()).toBe('Hello Msingi, I am interested in Residential Construction');
  });

  it('steps aside while a field that brings up the keyboard has the focus, and comes back after', async () => {
    render(
      <>
        <label>
          Your e-mail <input type="email" />
        </label>
        <label>
          Agree <input type="checkbox" />
        </label>
        <QuickContactBar />
      </>,
    );
    expect(bar().className).not.toMatch(/aside/);
    fireEvent.focusIn(screen.getByRole('checkbox'));
    expect(bar().className).not.toMatch(/aside/);
    act(() => screen.getByRole('textbox', {name: 'Your e-mail'}).focus());
    expect(bar().className).toMatch(/aside/);
    await act(async () => {
      screen.getByRole('textbox', {name: 'Your e-mail'}).blur();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(bar().className).not.toMatch(/aside/);
  });

  it('steps aside while the quote form is on screen', () => {
    let report: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(
      <>
        <form aria-label="Quote request" {...coversQuickContact} />
        <QuickContactBar />
      </>,
    );
    const form = screen.getByRole('form', {name: 'Quote request'});
    expect(observed).toEqual([form]);
    const seen = (isIntersecting: boolean) =>
      act(() =>
        report(
          [{target: form, isIntersecting} as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
    seen(true);
    expect(bar().className).toMatch(/aside/);
    seen(false);
    expect(bar().className).not.toMatch(/aside/);
  });
});

describe('opensKeyboard', () => {
  it('is true for text-like inputs and text areas, false for buttons, boxes and other elements', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(opensKeyboard(make('<input type="text">'))).toBe(true);
    expect(opensKeyboard(make('<input type="tel">'))).toBe(true);
    expect(opensKeyboard(make('<input type="search">'))).toBe(true);
    expect(opensKeyboard(make('<textarea></textarea>'))).toBe(true);
    expect(opensKeyboard(make('<input type="checkbox">'))).toBe(false);
    expect(opensKeyboard(make('<input type="radio">'))).toBe(false);
    expect(opensKeyboard(make('<button>Next</button>'))).toBe(false);
    expect(opensKeyboard(make('<select><option>A</option></select>'))).toBe(false);
    expect(opensKeyboard(null)).toBe(false);
  });
});
