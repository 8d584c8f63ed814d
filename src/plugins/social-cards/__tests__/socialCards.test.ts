/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {drawCard, titleSize} from '../drawCard';
import {cardsFor} from '..';
import {socialCardWords} from '../../../data/socialCards';
import {phonePhoto} from '../../../test/phonePhoto';

const signature = 'Msingi Construction Ltd';

describe('drawCard', () => {
  it.each([
    ['without a photo', undefined],
    ['over the page’s own photo', 'photo'],
  ])(
    'draws a 1200 × 630 JPEG of at most 150 KB %s',
    async (_case, withPhoto) => {
      let photoFile: string | undefined;
      if (withPhoto) {
        photoFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'card-')), 'hero-1280.jpg');
        await sharp(await phonePhoto(1280, 960)).toFile(photoFile);
      }
      const card = await drawCard({
        kicker: 'Regulations',
        title: 'Construction Permits in Kenya: A Step-by-Step Guide',
        signature,
        photoFile,
      });
      const {format, width, height} = await sharp(card).metadata();
      expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
      expect(card.length).toBeLessThanOrEqual(150 * 1024);
    },
    30_000,
  );

  it('sets long titles smaller, so they keep within three lines', () => {
    expect(titleSize('Smart Homes in Kenya')).toBeGreaterThan(
      titleSize(
        'Building Your First Home in Kenya: Costs, Approvals and the Steps From Plot to Keys',
      ),
    );
  });
});

describe('cardsFor', () => {
  const post = (permalink: string, frontMatter: Record<string, unknown> = {}) => ({
    metadata: {
      permalink,
      title: `Title of ${permalink}`,
      tags: [{label: 'Regulations'}],
      frontMatter,
    },
  });
  const page = (permalink: string, frontMatter: Record<string, unknown> = {}) => ({
    permalink,
    frontMatter: {title: `Title of ${permalink}`, ...frontMatter},
  });

  const cards = cardsFor(
    [
      post('/insights/permits'),
      post('/insights/own-card', {image_social: 'https://images.unsplash.com/photo-1'}),
      post('/insights/slab', {image: '/img/photos/0123456789ab-1920x1440-7a6a58.jpg'}),
    ],
    [
      page('/case-study/runda'),
      page('/services/residential', {heroImage: 'https://images.unsplash.com/photo-2'}),
      page('/services'),
      page('/about'),
      page('/case-study/'),
    ],
    '/cache/photos',
    socialCardWords(),
  );

  it('draws one for every article, case study and service, and one for the site', () => {
    expect(cards.map((card) => card.path)).toEqual([
      '/img/social/insights-permits.jpg',
      '/img/social/insights-slab.jpg',
      '/img/social/case-study-runda.jpg',
      '/img/social/services-residential.jpg',
      '/img/social/site.jpg',
    ]);
  });

  it('heads an article’s card with its category and an entry’s with its kind', () => {
    expect(cards.map((card) => card.content.kicker)).toEqual([
      'Regulations',
      'Regulations',
      'Case study',
      'Service',
      'Msingi Construction',
    ]);
  });

  it('draws a photo of our own behind the title; a stock photo is never fetched', () => {
    expect(cards[1]!.content.photoFile).toBe(
      path.join('/cache/photos', '/img/photos/0123456789ab-1280.jpg'),
    );
    expect(cards[3]!.content.photoFile).toBeUndefined();
  });
});
