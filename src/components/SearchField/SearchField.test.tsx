import {useState} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchField from '.';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField
        label="Search articles"
        placeholder="Search articles..."
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a search box named by its label, with the placeholder as a hint only', () => {
    render(<Field />);
    const box = screen.getByRole('searchbox', {name: 'Search articles'});
    expect(box).toHaveAttribute('placeholder', 'Search articles...');
    expect(box).toHaveValue('');
  });

  it('reports every change of the text', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('searchbox', {name: 'Search articles'});
    await user.type(box, 'Solar');
    expect(box).toHaveValue('Solar');
    expect(screen.getByRole('status')).toHaveTextContent('Solar');
    await user.clear(box);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
