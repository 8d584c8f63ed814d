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

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
  opened.mockClear();
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
