import {useState} from 'react';
import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CategoryFilter from '.';
import {projectCategories} from '@site/src/lib/listFilter';

function Chips({initial = null}: {initial?: string | null}) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <CategoryFilter
      label="Filter projects by category"
      options={projectCategories}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

const chips = () =>
  within(screen.getByRole('group', {name: 'Filter projects by category'})).getAllByRole('button');
const pressed = () =>
  chips()
    .filter((chip) => chip.getAttribute('aria-pressed') === 'true')
    .map((chip) => chip.textContent);

describe('CategoryFilter', () => {
  it('offers All, then every option in order, as toggle buttons in a labelled group', () => {
    render(<Chips />);
    expect(chips().map((chip) => chip.textContent)).toEqual([
      'All',
      ...projectCategories.map((c) => c.label),
    ]);
    expect(pressed()).toEqual(['All']);
  });

  it.each(projectCategories)(
    'presses $label alone when chosen, and All again after',
    async ({label}) => {
      const user = userEvent.setup();
      render(<Chips />);
      await user.click(screen.getByRole('button', {name: label}));
      expect(pressed()).toEqual([label]);
      await user.click(screen.getByRole('button', {name: 'All'}));
      expect(pressed()).toEqual(['All']);
    },
  );

  it('shows the selection it is given and reports the key, null for All', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <CategoryFilter
        label="Categories"
        options={projectCategories}
        selected="industrial"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('button', {name: 'Industrial'})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', {name: 'Commercial'}));
    await user.click(screen.getByRole('button', {name: 'All'}));
    expect(onSelect.mock.calls).toEqual([['commercial'], [null]]);
  });
});
