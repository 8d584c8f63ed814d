import {createRef} from 'react';
import {render, screen} from '@testing-library/react';
import SpamTrap from '.';

describe('SpamTrap', () => {
  it('is a labelled field people never reach: hidden from assistive technology, out of the tab order, empty', () => {
    const ref = createRef<HTMLInputElement>();
    const {container} = render(<SpamTrap id="form-website" inputRef={ref} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    const input = container.querySelector('input')!;
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('name', 'website');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveValue('');
    expect(container.querySelector('label')).toHaveTextContent('Leave this field empty');
    expect(container.querySelector('label')).toHaveAttribute('for', 'form-website');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
