import {readYamlFile} from '@site/src/test/pageFiles';
import {validateTestimonials} from '../testimonials';

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
});
