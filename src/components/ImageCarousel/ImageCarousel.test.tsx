import {render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ImageCarousel from '.';

const images = [
  {url: 'https://images.unsplash.com/photo-1545324418-cc1a3fa10c00', caption: 'The completed tower.'},
  {url: 'https://images.unsplash.com/photo-1503387762-592deb58ef4e', caption: 'The frame at level 12.'},
  {url: 'https://images.unsplash.com/photo-1541888946425-d81bb19240f5', caption: 'Fixing the raft reinforcement.'},
  {url: 'https://images.unsplash.com/photo-1513694203232-719a280e022f', caption: 'The show apartment.'},
];

function setup() {
  const user = userEvent.setup();
  render(<ImageCarousel label="Project photographs" images={images} />);
  const carousel = screen.getByRole('region', {name: 'Project photographs'});
  /** The one slide shown (hidden slides leave the accessibility tree). */
  const shown = () => within(carousel).getByRole('group');
  const liveRegion = () => carousel.querySelector('[aria-live="polite"]');
  return {user, carousel, shown, liveRegion};
}

describe('ImageCarousel', () => {
  it('is a carousel region of slides labelled by their position', () => {
    const {carousel, shown} = setup();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAccessibleName('1 of 4');
    expect(shown()).toHaveAttribute('aria-roledescription', 'slide');
    expect(shown()).toHaveTextContent('The completed tower.');
    expect(within(carousel).getAllByRole('group', {hidden: true})).toHaveLength(4);
  });

  it('moves forward and wraps from the last image to the first', async () => {
    const {user, shown} = setup();
    const next = screen.getByRole('button', {name: 'Next image'});
    await user.click(next);
    expect(shown()).toHaveAccessibleName('2 of 4');
    await user.click(next);
    await user.click(next);
    expect(shown()).toHaveAccessibleName('4 of 4');
    await user.click(next);
    expect(shown()).toHaveAccessibleName('1 of 4');
  });

  it('moves back and wraps from the first image to the last', async () => {
    const {user, shown} = setup();
    const previous = screen.getByRole('button', {name: 'Previous image'});
    await user.click(previous);
    expect(shown()).toHaveAccessibleName('4 of 4');
    expect(shown()).toHaveTextContent('The show apartment.');
    await user.click(previous);
    expect(shown()).toHaveAccessibleName('3 of 4');
  });

  it('shows the image whose thumbnail is chosen and marks that thumbnail', async () => {
    const {user, shown} = setup();
    const thumbnail = screen.getByRole('button', {name: 'Show image 3 of 4'});
    await user.click(thumbnail);
    expect(shown()).toHaveAccessibleName('3 of 4');
    expect(shown()).toHaveTextContent('Fixing the raft reinforcement.');
    expect(thumbnail).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', {name: 'Show image 1 of 4'})).not.toHaveAttribute('aria-current');
  });

  it('follows the arrow keys, wrapping at both ends, and Home and End', async () => {
    const {user, shown} = setup();
    await user.click(screen.getByRole('button', {name: 'Show image 1 of 4'}));
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('4 of 4');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('1 of 4');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('2 of 4');
    await user.keyboard('{End}');
    expect(shown()).toHaveAccessibleName('4 of 4');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName('1 of 4');
  });

  it('moves focus with the selection when the arrow keys are used on a thumbnail', async () => {
    const {user} = setup();
    await user.click(screen.getByRole('button', {name: 'Show image 2 of 4'}));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', {name: 'Show image 3 of 4'})).toHaveFocus();
  });

  it('keeps focus on the next button when the arrow keys are used there', async () => {
    const {user, shown} = setup();
    const next = screen.getByRole('button', {name: 'Next image'});
    await user.click(next);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('3 of 4');
    expect(next).toHaveFocus();
  });

  it('announces the image moved to, and nothing before the visitor moves', async () => {
    const {user, liveRegion} = setup();
    expect(liveRegion()).toHaveTextContent('');
    await user.click(screen.getByRole('button', {name: 'Next image'}));
    expect(liveRegion()).toHaveTextContent('Image 2 of 4: The frame at level 12.');
  });

  it('never moves on its own', () => {
    jest.useFakeTimers();
    try {
      const {shown} = setup();
      jest.advanceTimersByTime(60_000);
      expect(shown()).toHaveAccessibleName('1 of 4');
    } finally {
      jest.useRealTimers();
    }
  });
});
