import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FaqAccordion from '.';

const faqs = [
  {question: 'Do you offer financing?', answer: 'Yes, staged payments.'},
  {question: 'Are materials included?', answer: 'No, they are billed separately.'},
  {question: 'Do you give discounts?', answer: 'Yes, for returning clients.'},
];

function setup() {
  const user = userEvent.setup();
  render(<FaqAccordion items={faqs} />);
  const buttons = screen.getAllByRole('button');
  return {user, buttons};
}

describe('FaqAccordion', () => {
  it('renders each question as a button inside a heading', () => {
    setup();
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(
      faqs.map((f) => f.question),
    );
  });

  it('starts with every answer closed', () => {
    const {buttons} = setup();
    buttons.forEach((b) => expect(b).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('ties each button to its answer with aria-controls, and the answer back with aria-labelledby', async () => {
    const {user, buttons} = setup();
    await user.click(buttons[1]!);
    const region = screen.getByRole('region', {name: faqs[1]!.question});
    expect(buttons[1]).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(faqs[1]!.answer);
  });

  it('opens one answer at a time', async () => {
    const {user, buttons} = setup();
    await user.click(buttons[0]!);
    await user.click(buttons[2]!);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', async () => {
    const {user, buttons} = setup();
    await user.click(buttons[0]!);
    await user.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('exposes open and closed as data-state on each item, for styling', async () => {
    const {user, buttons} = setup();
    const state = () => buttons.map((b) => b.closest('[data-state]')!.getAttribute('data-state'));
    expect(state()).toEqual(['closed', 'closed', 'closed']);
    await user.click(buttons[1]!);
    expect(state()).toEqual(['closed', 'open', 'closed']);
  });

  it('toggles with Enter and Space', async () => {
    const {user, buttons} = setup();
    buttons[0]!.focus();
    await user.keyboard('{Enter}');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(buttons[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus with the arrow keys, wrapping at both ends', async () => {
    const {user, buttons} = setup();
    buttons[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
  });

  it('leaves Left and Right to the page, as the questions are stacked', async () => {
    const {user, buttons} = setup();
    buttons[1]!.focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(buttons[1]).toHaveFocus();
  });

  it('moves focus to the first and last question with Home and End', async () => {
    const {user, buttons} = setup();
    buttons[1]!.focus();
    await user.keyboard('{End}');
    expect(buttons[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(buttons[0]).toHaveFocus();
  });
});
