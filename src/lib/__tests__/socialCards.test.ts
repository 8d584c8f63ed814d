import {siteCardPath, socialCardPath, socialImageOf} from '../socialCards';

describe('social cards', () => {
  it.each([
    ['/insights/smart-homes-kenya', '/img/social/insights-smart-homes-kenya.jpg'],
    ['/case-study/nairobi-heights/', '/img/social/case-study-nairobi-heights.jpg'],
    ['/services/residential', '/img/social/services-residential.jpg'],
    ['/', '/img/social/home.jpg'],
  ])('the card of %s is %s', (permalink, path) => expect(socialCardPath(permalink)).toBe(path));

  it('is the site card for pages built from code, apart from the generated ones', () => {
    expect(siteCardPath).toBe('/img/social/site.jpg');
  });

  it('gives way to the image a page names in image_social', () => {
    expect(socialImageOf('/insights/a')).toEqual({
      url: '/img/social/insights-a.jpg',
      width: 1200,
      height: 630,
    });
    expect(socialImageOf('/insights/a', '/img/photos/0123456789ab-1920x1440-7a6a58.jpg')).toEqual({
      url: '/img/photos/0123456789ab-1280.jpg',
      width: 1280,
      height: 960,
    });
    expect(socialImageOf('/insights/a', 'https://images.unsplash.com/photo-1')).toEqual({
      url: 'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1200&h=630&q=70',
      width: 1200,
      height: 630,
    });
    expect(socialImageOf('/insights/a', 'https://example.com/card.png')).toEqual({
      url: 'https://example.com/card.png',
    });
  });
});
