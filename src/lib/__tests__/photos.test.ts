import {
  parsePhotoUrl,
  photoJpegFor,
  photoSizes,
  photoSrcSet,
  photoUrl,
  photoWidths,
  type Photo,
} from '../photos';

const photo: Photo = {hash: '0123456789ab', width: 1920, height: 1440, color: 'a0b1c2'};

describe('photo addresses', () => {
  it('name a photo by hash, largest size and colour, and read back the same photo', () => {
    expect(photoUrl(photo)).toBe('/img/photos/0123456789ab-1920x1440-a0b1c2.jpg');
    expect(parsePhotoUrl(photoUrl(photo))).toEqual(photo);
  });

  it.each([
    'https://images.unsplash.com/photo-1',
    '/img/logo.svg',
    './hero.jpg',
    '/img/photos/0123456789ab-1920x1440.jpg',
  ])('are not mistaken for another image: %s', (url) => expect(parsePhotoUrl(url)).toBeNull());

  it('offer every standard width below the largest, and the largest itself', () => {
    expect(photoSizes(1920)).toEqual([...photoWidths]);
    expect(photoSizes(1000)).toEqual([320, 480, 640, 800, 960, 1000]);
  });

  it('list a srcset per format', () => {
    const webp = photoSrcSet(photo, 'webp').split(', ');
    expect(webp).toHaveLength(photoWidths.length);
    expect(webp[0]).toBe('/img/photos/0123456789ab-320.webp 320w');
    expect(photoSrcSet(photo, 'jpg')).toContain('/img/photos/0123456789ab-1920.jpg 1920w');
  });

  it('pick the JPEG for a width with its height, or the largest', () => {
    expect(photoJpegFor(photo, 1200)).toEqual({
      url: '/img/photos/0123456789ab-1280.jpg',
      width: 1280,
      height: 960,
    });
    expect(photoJpegFor(photo, 4000).width).toBe(1920);
  });
});
