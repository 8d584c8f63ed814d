import {createRef} from 'react';
import {render, screen} from '@testing-library/react';
import CardGrid from '.';

describe('CardGrid', () => {
  it('is a list of its cards', () => {
    render(
      <CardGrid minColumn="19rem">
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
    expect(list.style.getPropertyValue('--card-grid-column')).toBe('19rem');
  });

  it('hands its list to a ref, e.g. for watching it scroll into view', () => {
    const ref = createRef<HTMLUListElement>();
    render(
      <CardGrid minColumn="16rem" gap="2rem" listRef={ref}>
        <li>One</li>
      </CardGrid>,
    );
    expect(ref.current).toBe(screen.getByRole('list'));
    expect(ref.current?.style.getPropertyValue('--card-grid-gap')).toBe('2rem');
  });
});
