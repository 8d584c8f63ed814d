import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {inSwahili} from '@site/src/test/inSwahili';
import SearchBar from '.';

jest.mock('@site/src/lib/siteSearch', () => ({
  ...jest.requireActual('@site/src/lib/siteSearch'),
  loadSiteSearch: jest.fn(async () => ({search: async () => []})),
}));

const button = () => screen.getByRole('button', {name: 'Search'});
const dialog = () => screen.findByRole('dialog', {name: 'Search the site'});

describe('SearchBar', () => {
  it('is a button named "Search" that says it opens a dialog and which keys open it', () => {
    render(<SearchBar />);
    expect(button()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button()).toHaveAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is named "Tafuta" in the Kiswahili edition', () => {
    const words = inSwahili(
      () =>
        (require('@site/src/data/siteSearch') as typeof import('@site/src/data/siteSearch'))
          .searchWords,
    );
    expect(words.button).toBe('Tafuta');
  });

  it('opens the search dialog, focused on its field, and gives the focus back when it closes', async () => {
    render(<SearchBar />);
    const user = userEvent.setup();
    await user.click(button());
    expect(await dialog()).toHaveAttribute('open');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Close search'}));
    expect(screen.getByRole('dialog', {hidden: true})).not.toHaveAttribute('open');
    expect(button()).toHaveFocus();
  });

  it.each([
    ['/', '/'],
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['⌘K', '{Meta>}k{/Meta}'],
  ])('opens on %s', async (_name, keys) => {
    render(<SearchBar />);
    await userEvent.setup().keyboard(keys);
    expect(await dialog()).toHaveAttribute('open');
  });

  it('leaves "/" to a field being typed in', async () => {
    render(
      <>
        <label>
          Note <input />
        </label>
        <SearchBar />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', {name: 'Note'}), 'a/b');
    await act(async () => undefined);
    expect(screen.getByRole('textbox', {name: 'Note'})).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
