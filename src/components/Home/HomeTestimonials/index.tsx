import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import TestimonialCarousel from '@site/src/components/TestimonialCarousel';
import {homeTestimonials} from '@site/src/data/home';
import {testimonials} from '@site/src/data/testimonials';

export default function HomeTestimonials(): ReactNode {
  return (
    <Section id="testimonials" title={homeTestimonials.title} tone="muted" align="center">
      <TestimonialCarousel items={testimonials} label={homeTestimonials.carouselLabel} />
    </Section>
  );
}
