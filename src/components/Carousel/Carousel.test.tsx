import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Carousel, {type CarouselProps} from '.';

type Photo = {readonly caption: string};

const photos: readonly Photo[] = [
  {caption: 'The completed tower.'},
  {caption: 'The frame at level 12.'},
  {caption: 'Fixing the raft reinforcement.'},
  {caption: 'The show apartment.'},
];
const count = photos.length;

function setup(props: Partial<CarouselProps<Photo>> = {}) {
  const user = userEvent.setup();
  render(
    <Carousel
      label="Project photographs"
      items={photos}
      renderSlide={(photo, {number}) => (
        <p>
          {number}. {photo.caption}
        </p>
      )}
      {...props}
    />,
  );
  const carousel = screen.getByRole('region', {name: 'Project photographs'});
  /** The one slide shown (hidden slides leave the accessibility tree). */
  const shown = () => within(carousel).getByRole('group');
  const liveRegion = () => carousel.querySelector('[aria-live="polite"]');
  const pick = (n: number) =>
    within(carousel).getByRole('button', {name: `Show slide ${n} of ${count}`});
  return {user, carousel, shown, liveRegion, pick};
}

describe('Carousel', () => {
  it('is a carousel region of slides named by their position, one shown at a time', () => {
    const {carousel, shown} = setup();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAttribute('aria-roledescription', 'slide');
    expect(shown()).toHaveAccessibleName(`1 of ${count}`);
    expect(shown()).toHaveTextContent(`1. ${photos[0]!.caption}`);
    const all = within(carousel).getAllByRole('group', {hidden: true});
    expect(all.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      photos.map((_p, i) => `${i + 1} of ${count}`),
    );
    expect(all.filter((slide) => !slide.hidden)).toHaveLength(1);
  });

  it('ties every control to the slides it moves', () => {
    const {carousel} = setup();
    const slides = within(carousel).getAllByRole('group', {hidden: true})[0]!.parentElement!;
    for (const button of within(carousel).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-controls', slides.id);
    }
  });

  it('moves forward with next and wraps from the last slide to the first', async () => {
    const {user, shown} = setup();
    const next = screen.getByRole('button', {name: 'Next slide'});
    for (let n = 2; n <= count; n++) {
      await user.click(next);
      expect(shown()).toHaveAccessibleName(`${n} of ${count}`);
    }
    await user.click(next);
    expect(shown()).toHaveAccessibleName(`1 of ${count}`);
  });

  it('moves back with previous and wraps from the first slide to the last', async () => {
    const {user, shown} = setup();
    const previous = screen.getByRole('button', {name: 'Previous slide'});
    await user.click(previous);
    expect(shown()).toHaveAccessibleName(`${count} of ${count}`);
    expect(shown()).toHaveTextContent(photos[count - 1]!.caption);
    await user.click(previous);
    expect(shown()).toHaveAccessibleName(`${count - 1} of ${count}`);
  });

  it('picks a slide with its dot and marks only that dot current', async () => {
    const {user, shown, carousel, pick} = setup();
    expect(within(carousel).getByRole('list', {name: 'Choose a slide'})).toBeInTheDocument();
    await user.click(pick(3));
    expect(shown()).toHaveAccessibleName(`3 of ${count}`);
    expect(
      within(carousel)
        .getAllByRole('button', {name: /^Show slide/})
        .map((b) => b.getAttribute('aria-current')),
    ).toEqual([null, null, 'true', null]);
    expect(pick(3)).toBeEmptyDOMElement();
  });

  it('picks a slide with its thumbnail, rendered by the caller', async () => {
    const {user, shown, pick} = setup({
      renderThumbnail: (photo) => <span data-caption={photo.caption} />,
    });
    expect(pick(4).querySelector('span')).toHaveAttribute('data-caption', photos[3]!.caption);
    await user.click(pick(4));
    expect(shown()).toHaveAccessibleName(`4 of ${count}`);
    expect(pick(4)).toHaveAttribute('aria-current', 'true');
    expect(pick(1)).not.toHaveAttribute('aria-current');
  });

  it('follows the arrow keys, wrapping at both ends, and Home and End', async () => {
    const {user, shown, pick} = setup();
    await user.click(pick(1));
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName(`${count} of ${count}`);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName(`1 of ${count}`);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName(`2 of ${count}`);
    await user.keyboard('{End}');
    expect(shown()).toHaveAccessibleName(`${count} of ${count}`);
    await user.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName(`1 of ${count}`);
  });

  it('moves focus with the selection when the arrow keys are used on the picker', async () => {
    const {user, pick} = setup();
    await user.click(pick(2));
    await user.keyboard('{ArrowRight}');
    expect(pick(3)).toHaveFocus();
    await user.keyboard('{End}');
    expect(pick(count)).toHaveFocus();
  });

  it('keeps focus on the next button when the arrow keys are used there', async () => {
    const {user, shown} = setup();
    const next = screen.getByRole('button', {name: 'Next slide'});
    await user.click(next);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName(`3 of ${count}`);
    expect(next).toHaveFocus();
  });

  it('announces the slide moved to in its one polite live region, and nothing before the visitor moves', async () => {
    const {user, carousel, liveRegion} = setup();
    expect(carousel.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(liveRegion()).toHaveAttribute('aria-atomic', 'true');
    expect(liveRegion()).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', {name: 'Next slide'}));
    expect(liveRegion()).toHaveTextContent(`Slide 2 of ${count}`);
    await user.keyboard('{End}');
    expect(liveRegion()).toHaveTextContent(`Slide ${count} of ${count}`);
  });

  it('takes its words from the caller where a use differs', async () => {
    const {user, liveRegion, shown} = setup({
      labels: {
        previous: 'Previous image',
        next: 'Next image',
        picker: 'Choose an image',
        pick: (_photo, {position}) => `Show image ${position}`,
        announce: (photo, {position}) => `Image ${position}: ${photo.caption}`,
      },
    });
    expect(screen.getByRole('list', {name: 'Choose an image'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Previous image'}));
    expect(liveRegion()).toHaveTextContent(
      `Image ${count} of ${count}: ${photos[count - 1]!.caption}`,
    );
    await user.click(screen.getByRole('button', {name: `Show image 2 of ${count}`}));
    await user.click(screen.getByRole('button', {name: 'Next image'}));
    expect(shown()).toHaveAccessibleName(`3 of ${count}`);
  });

  it('never moves on its own', () => {
    jest.useFakeTimers();
    try {
      const {shown} = setup();
      jest.advanceTimersByTime(60_000);
      expect(shown()).toHaveAccessibleName(`1 of ${count}`);
    } finally {
      jest.useRealTimers();
    }
  });
});
