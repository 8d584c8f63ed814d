import {render, screen} from '@testing-library/react';
import BudgetBars from '.';

const budget = [
  {phase: 'Planning & Design', share: 5},
  {phase: 'Superstructure', share: 35},
  {phase: 'Interior Finishes', share: 60},
];

describe('BudgetBars', () => {
  it('reads each phase with its percentage', () => {
    render(<BudgetBars items={budget} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Planning & Design5%',
      'Superstructure35%',
      'Interior Finishes60%',
    ]);
  });

  it('draws each bar as wide as its percentage of the track', () => {
    const {container} = render(<BudgetBars items={budget} />);
    const bars = Array.from(container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span'));
    expect(bars.map((bar) => bar.style.width)).toEqual(['5%', '35%', '60%']);
  });

  it('reads an amount after its percentage where one is given', () => {
    render(
      <BudgetBars
        items={[{phase: 'Foundation', share: 15, amount: 'KSh 900,000 – KSh 1,100,000'}]}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Foundation15%KSh 900,000 – KSh 1,100,000',
    );
  });
});
