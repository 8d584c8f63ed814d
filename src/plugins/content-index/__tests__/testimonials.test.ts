/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import yaml from 'js-yaml';
import {readYamlFile} from '@site/src/test/pageFiles';
import {parsePhotoUrl} from '../../../lib/photos';
import {loadTestimonials, validateTestimonials} from '../testimonials';

const real = readYamlFile<Record<string, unknown>[]>('pages/_testimonials.yml');

describe('pages/_testimonials.yml', () => {
  it("holds the spec's three testimonials, each with name, role, company, quote and photo", () => {
    const testimonials = validateTestimonials(real);
    expect(testimonials).toHaveLength(3);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(3);
  });

  it('stops the build naming the file and the field a writer left out', () => {
    const broken = real.map((t, i) => (i === 1 ? {...t, company: undefined} : t));
    expect(() => validateTestimonials(broken)).toThrow(
      /pages\/_testimonials\.yml[\s\S]*"\[1\]\.company" is required/,
    );
  });

  it('refuses a fourth testimonial: the carousel shows three', () => {
    expect(() => validateTestimonials([...real, {...real[0], id: 'another'}])).toThrow(
      /must contain 3 items/,
    );
  });

  it('takes a photo beside the file (as the web editor saves it), made into sizes', async () => {
    const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'testimonials-'));
    await fs.mkdir(path.join(siteDir, 'pages'));
    const withLocalPhoto = real.map((t, i) => (i === 0 ? {...t, image: './client.jpg'} : t));
    await fs.writeFile(path.join(siteDir, 'pages', '_testimonials.yml'), yaml.dump(withLocalPhoto));
    await sharp({create: {width: 400, height: 400, channels: 3, background: '#6b7280'}})
      .jpeg()
      .toFile(path.join(siteDir, 'pages', 'client.jpg'));
    const testimonials = await loadTestimonials({
      siteDir,
      localizationDir: path.join(siteDir, 'i18n', 'xx'),
    });
    expect(parsePhotoUrl(testimonials[0]!.image)?.width).toBe(400);
    expect(testimonials[1]!.image).toBe(real[1]!.image);
    await fs.rm(siteDir, {recursive: true, force: true});
  });
});
