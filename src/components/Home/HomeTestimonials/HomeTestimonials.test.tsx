import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomeTestimonials from '.';
import {homeTestimonials} from '@site/src/data/home';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {testimonials} = testContentIndex;

const count = testimonials.length;

function setup() {
  const user = userEvent.setup();
  render(<HomeTestimonials />);
  const carousel = screen.getByRole('region', {name: homeTestimonials.carouselLabel});
  const shown = () => within(carousel).getByRole('group');
  return {user, carousel, shown};
}

describe('HomeTestimonials', () => {
  it('is a section named by its heading holding the testimonials carousel', () => {
    const {carousel} = setup();
    expect(screen.getByRole('region', {name: homeTestimonials.title})).toContainElement(carousel);
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('group', {hidden: true})).toHaveLength(count);
  });

  it.each(testimonials.map((t, index) => [index + 1, t] as const))(
    'slide %i shows its name, role, company, quote and photo, reached with its dot',
    async (number, testimonial) => {
      const {user, shown} = setup();
      const dot = screen.getByRole('button', {
        name: `Show testimonial ${number}: ${testimonial.name}`,
      });
      await user.click(dot);
      expect(dot).toHaveAttribute('aria-current', 'true');
      expect(shown()).toHaveAccessibleName(`${number} of ${count}`);
      expect(shown()).toHaveTextContent(testimonial.name);
      expect(shown()).toHaveTextContent(`${testimonial.role}, ${testimonial.company}`);
      expect(shown()).toHaveTextContent(testimonial.content);
      expect(shown().querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining(testimonial.image),
      );
    },
  );

  it('wraps both ways with previous and next, and announces the testimonial moved to', async () => {
    const {user, carousel, shown} = setup();
    await user.click(screen.getByRole('button', {name: 'Previous testimonial'}));
    expect(shown()).toHaveAccessibleName(`${count} of ${count}`);
    expect(carousel.querySelector('[aria-live="polite"]')).toHaveTextContent(
      `Testimonial ${count} of ${count}: ${testimonials[count - 1]!.name}`,
    );
    await user.click(screen.getByRole('button', {name: 'Next testimonial'}));
    expect(shown()).toHaveAccessibleName(`1 of ${count}`);
    expect(shown()).toHaveTextContent(testimonials[0]!.name);
  });
});
