import {act, useState} from 'react';
import {renderToString} from 'react-dom/server';
import {fireEvent, render, screen} from '@testing-library/react';
import {captureEarlyInput, earlyInputGlobal, replayEarlyInput, takeEarlyInput} from '../earlyInput';

const opened = jest.fn();
function Form() {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('email');
  return (
    <form aria-label="Quote request" onSubmit={(e) => e.preventDefault()}>
      <button type="button" onClick={opened}>
        Menu
      </button>
      <label>
        First name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      {['email', 'whatsapp'].map((way) => (
        <label key={way}>
          <input
            type="radio"
            name="contact"
            value={way}
            checked={contact === way}
            onChange={() => setContact(way)}
          />
          {way}
        </label>
      ))}
      <output>{`${name} by ${contact}`}</output>
    </form>
  );
}

/** The page as the build writes it, with the head's script running before anything else. */
function builtPage(): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Form />);
  captureEarlyInput();
  return container;
}

/** A page whose controls work as plain HTML, with the head's script running first. */
function plainPage(): {details: HTMLElement; summary: HTMLElement; checkbox: HTMLElement} {
  document.body.innerHTML =
    '<details><summary>Opening hours</summary><p>Monday to Saturday</p></details>' +
    '<label><input type="checkbox"> Call me back</label>';
  captureEarlyInput();
  return {
    details: screen.getByRole('group'),
    summary: screen.getByText('Opening hours'),
    checkbox: screen.getByRole('checkbox', {name: 'Call me back'}),
  };
}

/** A script of the page's request ending: `load` when it arrived, `error` when it failed (blocked, dropped). */
function scriptEnds(src: string, outcome: 'load' | 'error'): void {
  const script = document.head.appendChild(document.createElement('script'));
  script.src = src;
  script.dispatchEvent(new Event(outcome));
  script.remove();
}

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
  opened.mockClear();
  jest.useRealTimers();
});

describe('what a visitor does before the page has its script', () => {
  it('holds taps and typing, so neither the browser nor the half-adopted page acts on them', () => {
    builtPage();
    const submit = jest.fn((e: Event) => e.preventDefault());
    document.addEventListener('submit', submit);
    expect(fireEvent.click(screen.getByRole('button', {name: 'Menu'}))).toBe(false);
    fireEvent.click(screen.getByRole('radio', {name: 'whatsapp'}));
    expect(screen.getByRole('radio', {name: 'whatsapp'})).not.toBeChecked();
    fireEvent.input(screen.getByLabelText('First name'), {target: {value: 'Wambui'}});
    const held = takeEarlyInput();
    expect(held.map((input) => input.kind)).toEqual(['tap', 'tap', 'value']);
    expect(submit).not.toHaveBeenCalled();
    document.removeEventListener('submit', submit);
  });

  it('gives the adopted page each tap and value, in order, as its own events', async () => {
    const container = builtPage();
    fireEvent.click(screen.getByRole('button', {name: 'Menu'}));
    fireEvent.click(screen.getByRole('radio', {name: 'whatsapp'}));
    fireEvent.input(screen.getByLabelText('First name'), {target: {value: 'Wambui'}});
    await act(async () => {
      render(<Form />, {container, hydrate: true});
    });
    expect(opened).not.toHaveBeenCalled();
    act(() => replayEarlyInput(takeEarlyInput()));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wambui by whatsapp');
    expect(screen.getByLabelText('First name')).toHaveValue('Wambui');
  });

  it('stops holding once the page has taken what was held', () => {
    builtPage();
    takeEarlyInput();
    expect(earlyInputGlobal in window).toBe(false);
    expect(fireEvent.click(screen.getByRole('button', {name: 'Menu'}))).toBe(true);
    expect(takeEarlyInput()).toEqual([]);
  });
});

describe('a page its script cannot adopt', () => {
  it.each([
    '/assets/js/main.4f2a91c0.js',
    '/assets/js/runtime~main.0b7d1e3a.js',
    '/assets/js/17896441.9c1d0e2f.js',
  ])(
    'is let go at once when one of the site’s own scripts fails to load (%s): a tap works as plain HTML does',
    (src) => {
      const {details, summary, checkbox} = plainPage();
      fireEvent.click(checkbox);
      expect(checkbox).not.toBeChecked();
      scriptEnds(src, 'error');
      expect(earlyInputGlobal in window).toBe(false);
      expect(fireEvent.click(summary)).toBe(true);
      expect(details).toHaveAttribute('open');
      fireEvent.click(checkbox);
      expect(checkbox).toBeChecked();
    },
  );

  it.each([
    [
      'another host’s script (an analytics beacon a blocker refuses)',
      () => scriptEnds('https://static.cloudflareinsights.com/beacon.min.js', 'error'),
    ],
    [
      'an image that fails to load',
      () => {
        const image = document.body.appendChild(document.createElement('img'));
        image.src = '/img/projects/nairobi-heights.jpg';
        image.dispatchEvent(new Event('error'));
      },
    ],
    [
      'an error thrown by a script that ran',
      () => window.dispatchEvent(new ErrorEvent('error', {message: 'boom'})),
    ],
  ])('keeps holding after %s', (_, fail) => {
    const {details, summary} = plainPage();
    fail();
    expect(fireEvent.click(summary)).toBe(false);
    expect(details).not.toHaveAttribute('open');
    expect(takeEarlyInput()).toHaveLength(1);
  });

  it('is let go once it has waited 5 s since the page loaded and since the last of the site’s own scripts arrived', () => {
    jest.useFakeTimers();
    const {details, summary} = plainPage();
    scriptEnds('/assets/js/main.4f2a91c0.js', 'load');
    jest.advanceTimersByTime(60_000);
    expect(fireEvent.click(summary)).toBe(false);
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(4_000);
    // The page's first code, asked for after `load`.
    scriptEnds('/assets/js/17896441.9c1d0e2f.js', 'load');
    jest.advanceTimersByTime(4_000);
    scriptEnds('https://static.cloudflareinsights.com/beacon.min.js', 'load');
    jest.advanceTimersByTime(999);
    expect(fireEvent.click(summary)).toBe(false);
    expect(details).not.toHaveAttribute('open');
    jest.advanceTimersByTime(1);
    expect(earlyInputGlobal in window).toBe(false);
    fireEvent.click(summary);
    expect(details).toHaveAttribute('open');
  });

  it('replays nothing, once or twice, when React adopts the page after it was let go', async () => {
    const container = builtPage();
    fireEvent.click(screen.getByRole('button', {name: 'Menu'}));
    fireEvent.input(screen.getByLabelText('First name'), {target: {value: 'Wambui'}});
    scriptEnds('/assets/js/main.4f2a91c0.js', 'error');
    await act(async () => {
      render(<Form />, {container, hydrate: true});
    });
    const late = takeEarlyInput();
    act(() => replayEarlyInput(late));
    expect(late).toEqual([]);
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', {name: 'Menu'}));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('stops waiting once React has adopted the page', () => {
    jest.useFakeTimers();
    const {summary} = plainPage();
    window.dispatchEvent(new Event('load'));
    fireEvent.click(summary);
    expect(takeEarlyInput()).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('load'));
    scriptEnds('/assets/js/17896441.9c1d0e2f.js', 'load');
    expect(jest.getTimerCount()).toBe(0);
  });
});
