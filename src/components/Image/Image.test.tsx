import {fireEvent, render, screen, waitFor} from '@testing-library/react';
import Image, {imageSrcSet, imageUrl} from '.';

const photo = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';

describe('Image', () => {
  it('always reserves its box with width and height', () => {
    render(<Image src={photo} alt="Site at dawn" width={800} height={600} />);
    const img = screen.getByRole('img', {name: 'Site at dawn'});
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });

  it('lazy-loads by default and loads the first image on screen eagerly', () => {
    render(
      <>
        <Image src={photo} alt="Hero" width={1920} height={1080} priority />
        <Image src={photo} alt="Card" width={640} height={480} />
      </>,
    );
    expect(screen.getByRole('img', {name: 'Hero'})).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', {name: 'Hero'})).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', {name: 'Card'})).toHaveAttribute('loading', 'lazy');
  });

  it('warms the connection to the image service from the head for the first image on screen only', () => {
    const preconnects = () =>
      Array.from(document.head.querySelectorAll('link[rel="preconnect"]'), (l) =>
        l.getAttribute('href'),
      );
    const {unmount} = render(<Image src={photo} alt="Card" width={640} height={480} />);
    expect(preconnects()).toEqual([]);
    unmount();
    render(<Image src={photo} alt="Hero" width={1920} height={1080} priority />);
    expect(preconnects()).toEqual(['https://images.unsplash.com']);
  });

  it('asks the image service for sizes that fit, up to twice the display width', () => {
    render(<Image src={photo} alt="Card" width={480} height={320} sizes="33vw" />);
    const img = screen.getByRole('img', {name: 'Card'});
    const candidates = img
      .getAttribute('srcset')!
      .split(', ')
      .map((c) => c.split(' ')[1]);
    expect(candidates).toEqual(['320w', '480w', '640w', '800w', '960w']);
    expect(img).toHaveAttribute('sizes', '33vw');
    expect(img.getAttribute('src')).toContain('w=480');
    expect(img.getAttribute('src')).toContain('h=320');
  });

  it('shows a placeholder with the alt text when the image cannot load', () => {
    render(<Image src={photo} alt="Foundation pour in Karen" width={640} height={480} />);
    fireEvent.error(screen.getByRole('img', {name: 'Foundation pour in Karen'}));
    const placeholder = screen.getByRole('img', {name: 'Foundation pour in Karen'});
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('Foundation pour in Karen');
    expect(placeholder).toHaveStyle({aspectRatio: '640 / 480'});
  });

  it('shows the placeholder for an image that failed before the page became interactive', async () => {
    const decode = jest
      .spyOn(HTMLImageElement.prototype, 'decode')
      .mockRejectedValue(new Error('broken'));
    render(<Image src={photo} alt="Roof trusses" width={640} height={480} />);
    await waitFor(() =>
      expect(screen.getByRole('img', {name: 'Roof trusses'}).tagName).toBe('SPAN'),
    );
    decode.mockRestore();
  });

  it('keeps a decorative image hidden from assistive technology when it fails', () => {
    const {container} = render(<Image src={photo} alt="" width={640} height={480} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('imageUrl', () => {
  it('leaves images of other hosts untouched', () => {
    expect(imageUrl('/img/logo.svg', 100, 1)).toBe('/img/logo.svg');
    expect(imageSrcSet('/img/logo.svg', 100, 1)).toBeUndefined();
  });

  it('keeps the aspect ratio in the requested crop', () => {
    const url = new URL(imageUrl(photo, 960, 16 / 9));
    expect(url.searchParams.get('w')).toBe('960');
    expect(url.searchParams.get('h')).toBe('540');
    expect(url.searchParams.get('auto')).toBe('format');
  });

  describe("the site's own photos", () => {
    const own = '/img/photos/0123456789ab-1920x1440-7a6a58.jpg';

    it('are offered in WebP with a JPEG fallback, every size, in a box of the asked proportions', () => {
      const {container} = render(
        <Image
          src={own}
          alt="Slab pour in Kitengela"
          width={1200}
          height={750}
          sizes="(min-width: 997px) 760px, 100vw"
        />,
      );
      const source = container.querySelector('picture > source')!;
      expect(source).toHaveAttribute('type', 'image/webp');
      expect(source.getAttribute('srcset')).toMatch(
        /^\/img\/photos\/0123456789ab-320\.webp 320w, .* \/img\/photos\/0123456789ab-1920\.webp 1920w$/,
      );
      expect(source).toHaveAttribute('sizes', '(min-width: 997px) 760px, 100vw');
      const img = screen.getByRole('img', {name: 'Slab pour in Kitengela'});
      expect(img).toHaveAttribute('src', '/img/photos/0123456789ab-1280.jpg');
      expect(img.getAttribute('srcset')).toContain('/img/photos/0123456789ab-800.jpg 800w');
      expect([
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('loading'),
      ]).toEqual(['1200', '750', 'lazy']);
      expect(img.style.getPropertyValue('--photo-aspect')).toBe('1200 / 750');
      expect(img.style.getPropertyValue('--photo-color')).toBe('#7a6a58');
    });

    it('load eagerly as the hero', () => {
      render(<Image src={own} alt="" width={1920} height={720} priority />);
      expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    });
  });
});
