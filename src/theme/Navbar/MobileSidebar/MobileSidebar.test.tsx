import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MobileSidebarModal from '.';

const sidebar = {shown: false, toggle: jest.fn()};

jest.mock(
  '@theme-original/Navbar/MobileSidebar',
  () => ({
    __esModule: true,
    default: () => (
      <nav aria-label="Phone menu">
        <a href="/about">About Us</a>
      </nav>
    ),
  }),
  {virtual: true},
);
jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => sidebar}));

function Navbar() {
  return (
    <>
      <button type="button">Toggle navigation bar</button>
      <MobileSidebarModal />
    </>
  );
}

describe('the phone menu', () => {
  it('is drawn when first opened, and stays drawn once closed', () => {
    sidebar.shown = false;
    const {rerender} = render(<Navbar />);
    expect(screen.queryByRole('navigation', {name: 'Phone menu'})).not.toBeInTheDocument();

    sidebar.shown = true;
    rerender(<Navbar />);
    expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();

    sidebar.shown = false;
    rerender(<Navbar />);
    expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();
  });

  it('is a modal while shown: the rest inert, focus in it, Escape asks the theme to close it', async () => {
    const user = userEvent.setup();
    const {rerender} = render(<Navbar />);
    const toggle = screen.getByRole('button', {name: 'Toggle navigation bar'});
    expect(toggle).not.toHaveAttribute('inert');

    sidebar.shown = true;
    rerender(<Navbar />);
    expect(toggle).toHaveAttribute('inert');
    expect(screen.getByRole('link', {name: 'About Us'})).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(sidebar.toggle).toHaveBeenCalledTimes(1);

    sidebar.shown = false;
    rerender(<Navbar />);
    expect(toggle).not.toHaveAttribute('inert');
  });
});
