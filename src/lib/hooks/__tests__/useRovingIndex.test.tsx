import {useState, type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {useRovingIndex} from '../useRovingIndex';

const names = ['One', 'Two', 'Three'];

function Row({focus = true}: {readonly focus?: boolean}): ReactNode {
  const [active, setActive] = useState(0);
  const {itemRef, onKeyDown} = useRovingIndex(names.length, 'horizontal');
  return (
    <div>
      {names.map((name, index) => (
        <button
          key={name}
          ref={itemRef(index)}
          type="button"
          aria-pressed={index === active}
          onKeyDown={(event) => {
            const target = onKeyDown(event, index, {focus});
            if (target !== undefined) {
              setActive(target);
            }
          }}>
          {name}
        </button>
      ))}
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', {name});

describe('useRovingIndex', () => {
  it('moves focus and reports the target index, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Row />);
    button('One').focus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Three')).toHaveFocus();
    expect(button('Three')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(button('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Three')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('One')).toHaveFocus();
  });

  it('leaves focus where it is when asked to', async () => {
    const user = userEvent.setup();
    render(<Row focus={false} />);
    button('One').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('One')).toHaveFocus();
    expect(button('Two')).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves keys with Alt, Control or Meta to the browser', async () => {
    const user = userEvent.setup();
    render(<Row />);
    button('One').focus();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}{Control>}{End}{/Control}');
    expect(button('One')).toHaveFocus();
    expect(button('One')).toHaveAttribute('aria-pressed', 'true');
  });
});
