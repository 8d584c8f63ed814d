import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TestimonialCarousel, {wrapIndex} from '.';
import {testimonials} from '@site/src/data/testimonials';

function visibleAuthor() {
  const slides = screen.getAllByRole('group', {name: /of 3$/});
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

describe('TestimonialCarousel', () => {
  beforeEach(() => {
    render(<TestimonialCarousel items={testimonials} label="Client testimonials" />);
  });

  it('follows the WAI-ARIA carousel pattern', () => {
    const carousel = screen.getByRole('group', {name: 'Client testimonials'});
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = visibleAuthor();
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide).toHaveAccessibleName('1 of 3');
    expect(slide.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', {name: 'Next testimonial'})).toHaveAttribute('aria-controls', slide.parentElement!.id);
  });

  it('shows name, role, company, quote and photo', () => {
    const slide = visibleAuthor();
    const first = testimonials[0]!;
    expect(slide).toHaveTextContent(first.name);
    expect(slide).toHaveTextContent(`${first.role}, ${first.company}`);
    expect(slide).toHaveTextContent(first.content);
    expect(slide.querySelector('img')).toHaveAttribute('src', expect.stringContaining(first.image));
  });

  it('wraps both ways with previous and next', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', {name: 'Previous testimonial'}));
    expect(visibleAuthor()).toHaveAccessibleName('3 of 3');
    expect(visibleAuthor()).toHaveTextContent(testimonials[2]!.name);
    await user.click(screen.getByRole('button', {name: 'Next testimonial'}));
    expect(visibleAuthor()).toHaveAccessibleName('1 of 3');
  });

  it('jumps to a slide with its dot and marks the current dot', async () => {
    const user = userEvent.setup();
    const dot = screen.getByRole('button', {name: `Show testimonial 2: ${testimonials[1]!.name}`});
    await user.click(dot);
    expect(visibleAuthor()).toHaveTextContent(testimonials[1]!.name);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', {name: /Show testimonial 1/})).not.toHaveAttribute('aria-current');
  });
});

describe('wrapIndex', () => {
  it.each([
    [0, -1, 2],
    [2, 1, 0],
    [1, 1, 2],
    [1, -1, 0],
  ])('from %i by %i of 3 is %i', (index, by, expected) => {
    expect(wrapIndex(index, by, 3)).toBe(expected);
  });
});
