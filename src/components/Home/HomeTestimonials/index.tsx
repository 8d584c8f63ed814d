import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import Carousel from '@site/src/components/Carousel';
import Image from '@site/src/components/Image';
import TestimonialQuote from '@site/src/components/TestimonialQuote';
import {homeTestimonials} from '@site/src/data/home';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import styles from './styles.module.css';

/** What clients say (spec: three testimonials, previous/next and dot buttons, wrapping). */
export default function HomeTestimonials(): ReactNode {
  const {testimonials} = useContentIndex();
  return (
    <Section id="testimonials" title={homeTestimonials.title} tone="muted" align="center">
      <Carousel
        label={homeTestimonials.carouselLabel}
        items={testimonials}
        labels={{
          previous: translate({id: 'home.testimonials.previous', message: 'Previous testimonial'}),
          next: translate({id: 'home.testimonials.next', message: 'Next testimonial'}),
          picker: translate({id: 'home.testimonials.picker', message: 'Choose a testimonial'}),
          pick: (item, {number}) =>
            translate(
              {
                id: 'home.testimonials.pick',
                message: 'Show testimonial {number}: {name}',
                description: 'A dot button of the testimonials carousel',
              },
              {number, name: item.name},
            ),
          announce: (item, {position}) =>
            translate(
              {
                id: 'home.testimonials.announcement',
                message: 'Testimonial {position}: {name}',
                description: 'Read out when the carousel moves; {position} is e.g. "2 of 3"',
              },
              {position, name: item.name},
            ),
        }}
        renderSlide={(item) => (
          <div className={styles.testimonial}>
            <Image
              src={item.image}
              alt=""
              width={160}
              height={160}
              sizes="7rem"
              className={styles.photo}
            />
            <TestimonialQuote
              quote={item.content}
              author={item.name}
              role={translate(
                {
                  id: 'testimonial.roleAtCompany',
                  message: '{role}, {company}',
                  description: "A client's role and company under a testimonial",
                },
                {role: item.role, company: item.company},
              )}
            />
          </div>
        )}
      />
    </Section>
  );
}
