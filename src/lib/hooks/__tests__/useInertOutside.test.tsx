import {useRef, useState, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useInertOutside} from '../useInertOutside';

/** A page with a header, a backdrop, a menu opened by a button, content and a footer. */
function Page(): ReactNode {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  useInertOutside(region, open, () => setOpen(false));
  return (
    <>
      <header>
        <button type="button" onClick={() => setOpen(true)}>
          Menu
        </button>
        <div role="presentation" data-testid="backdrop" onClick={() => setOpen(false)} />
        <div ref={region}>
          {open && (
            <nav aria-label="Phone menu">
              <a href="/about">About Us</a>
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </nav>
          )}
        </div>
      </header>
      <main>
        <a href="/contact">Contact Us</a>
      </main>
      {/* Inert before anything opens (React 18 knows no `inert` property: set on the element). */}
      <footer data-testid="footer" ref={(footer) => footer?.setAttribute('inert', '')}>
        Footer
      </footer>
    </>
  );
}

const isInert = (element: Element) => element.hasAttribute('inert');

describe('useInertOutside', () => {
  it('makes everything outside the open region inert but a backdrop, and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    expect(screen.getByRole('link', {name: 'About Us'})).toHaveFocus();
    expect(isInert(screen.getByRole('button', {name: 'Menu'}))).toBe(true);
    expect(isInert(screen.getByRole('main'))).toBe(true);
    expect(isInert(screen.getByTestId('backdrop'))).toBe(false);
    expect(isInert(screen.getByRole('navigation', {name: 'Phone menu'}))).toBe(false);
  });

  it('closes on Escape, frees the page and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', {name: 'Phone menu'})).toBeNull();
    expect(isInert(screen.getByRole('main'))).toBe(false);
    expect(screen.getByRole('button', {name: 'Menu'})).toHaveFocus();
    // What was inert before it opened stays so.
    expect(isInert(screen.getByTestId('footer'))).toBe(true);
  });

  it('leaves focus alone when the region closes on another page (a link in it was followed)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', {name: 'Menu'}));
    window.history.pushState({}, '', '/about');
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(isInert(screen.getByRole('main'))).toBe(false);
    expect(screen.getByRole('button', {name: 'Menu'})).not.toHaveFocus();
    window.history.pushState({}, '', '/');
  });
});
