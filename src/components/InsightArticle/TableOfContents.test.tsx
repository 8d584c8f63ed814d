import {act, render, screen} from '@testing-library/react';
import TableOfContents from './TableOfContents';

const toc = [
  {id: 'why-green', value: 'Why build green', level: 2},
  {id: 'materials', value: 'Materials', level: 2},
];

describe('TableOfContents', () => {
  it('is a navigation named "Table of Contents" with one link per section', () => {
    render(<TableOfContents toc={toc} />);
    const nav = screen.getByRole('navigation', {name: 'Table of Contents'});
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Why build green'})).toHaveAttribute(
      'href',
      '#why-green',
    );
    expect(screen.getByRole('link', {name: 'Materials'})).toHaveAttribute('href', '#materials');
  });

  it('announces the section the theme marks as current, and only that one', async () => {
    render(<TableOfContents toc={toc} />);
    const first = screen.getByRole('link', {name: 'Why build green'});
    const second = screen.getByRole('link', {name: 'Materials'});
    expect(first).not.toHaveAttribute('aria-current');

    await act(async () => first.classList.add('table-of-contents__link--active'));
    expect(first).toHaveAttribute('aria-current', 'location');
    expect(second).not.toHaveAttribute('aria-current');

    await act(async () => {
      first.classList.remove('table-of-contents__link--active');
      second.classList.add('table-of-contents__link--active');
    });
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'location');
  });
});
