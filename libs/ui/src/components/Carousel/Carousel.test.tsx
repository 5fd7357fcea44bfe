import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { Carousel, swipeDirection, type CarouselItem } from './Carousel';

const images: CarouselItem[] = [
  { kind: 'image', src: 'data:image/png;base64,AA', alt: 'Пляж у лагеря' },
  { kind: 'image', src: 'data:image/png;base64,AB', alt: 'Столовая' },
  { kind: 'image', src: 'data:image/png;base64,AC', alt: 'Ночной костёр' },
];

/** The slide a reader sees: the others are hidden from assistive technology. */
const shownSlide = () => screen.getByRole('group', { name: /из 3$/ });

/** The area that takes the swipe: around the track that holds the slides. */
const slidesArea = () => shownSlide().parentElement?.parentElement as HTMLElement;

/** A pointer drag over the slides from x = 400 by `deltaX`. */
function drag(deltaX: number) {
  const area = slidesArea();
  fireEvent.pointerDown(area, { pointerId: 1, button: 0, clientX: 400 });
  fireEvent.pointerMove(area, { pointerId: 1, clientX: 400 + deltaX / 2 });
  fireEvent.pointerUp(area, { pointerId: 1, clientX: 400 + deltaX });
}

describe('swipeDirection (docs/product §9 swipe threshold 100 px)', () => {
  it.each([
    [-101, 'next'],
    [101, 'previous'],
    [-100, null],
    [100, null],
    [0, null],
    [-40, null],
  ] as const)(
    'turns a drag of %i px to %s: only a drag further than 100 px counts',
    (delta, to) => {
      expect(swipeDirection(delta)).toBe(to);
    },
  );
});

describe('Carousel (docs/product §2.3)', () => {
  it('is a labelled carousel region whose slides are groups "N из M"', () => {
    render(<Carousel items={images} />);
    const region = screen.getByRole('region', { name: 'Скриншоты' });
    expect(region).toHaveAttribute('aria-roledescription', 'карусель');
    expect(shownSlide()).toHaveAccessibleName('1 из 3');
    expect(shownSlide()).toHaveAttribute('aria-roledescription', 'слайд');
    expect(screen.getByRole('img', { name: 'Пляж у лагеря' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Слайд 1 из 3');
  });

  it('moves with the previous and next buttons and stops at the ends', async () => {
    render(<Carousel items={images} />);
    const previous = screen.getByRole('button', { name: 'Предыдущий слайд' });
    const next = screen.getByRole('button', { name: 'Следующий слайд' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
    await userEvent.click(next);
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    expect(next).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Слайд 3 из 3');
    await userEvent.click(previous);
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
  });

  it('moves focus to the region when the pressed button reaches the end', async () => {
    render(<Carousel items={images} defaultIndex={1} />);
    screen.getByRole('button', { name: 'Следующий слайд' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    expect(screen.getByRole('region')).toHaveFocus();
  });

  it('picks a slide with its picker', async () => {
    render(<Carousel items={images} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Слайд 3 из 3' }));
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    expect(screen.getByRole('radio', { name: 'Слайд 3 из 3' })).toBeChecked();
  });

  it('moves with the arrow keys, Home and End on the focused region', async () => {
    render(<Carousel items={images} />);
    await tabTo('region');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
    await userEvent.keyboard('{End}');
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
    await userEvent.keyboard('{Home}');
    expect(shownSlide()).toHaveAccessibleName('1 из 3');
  });

  it('turns one slide on a swipe further than 100 px, either way', () => {
    render(<Carousel items={images} />);
    drag(-101);
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
    drag(-300);
    expect(shownSlide()).toHaveAccessibleName('3 из 3');
    drag(150);
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
  });

  it('snaps back on a swipe of 100 px or less, and on a cancelled one', () => {
    render(<Carousel items={images} />);
    drag(-100);
    expect(shownSlide()).toHaveAccessibleName('1 из 3');
    const area = slidesArea();
    fireEvent.pointerDown(area, { pointerId: 2, button: 0, clientX: 400 });
    fireEvent.pointerCancel(area, { pointerId: 2, clientX: 100 });
    expect(shownSlide()).toHaveAccessibleName('1 из 3');
  });

  it('plays a video slide in the no-cookie player only while it is shown', async () => {
    // happy-dom never loads frames (it prints a "loading is disabled" notice): no network here.
    render(
      <Carousel
        items={[images[0] as CarouselItem, { kind: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' }]}
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    const player = screen.getByTitle('Видео с YouTube');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player).toHaveAttribute('loading', 'lazy');
  });

  it('shows a single item without controls and out of the tab order', () => {
    render(<Carousel items={images.slice(0, 1)} aria-label="Постер" />);
    expect(screen.getByRole('region', { name: 'Постер' })).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows a controlled index and reports the slide asked for', async () => {
    const onIndexChange = vi.fn();
    render(<Carousel items={images} index={1} onIndexChange={onIndexChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Следующий слайд' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
    expect(shownSlide()).toHaveAccessibleName('2 из 3');
  });
});
