/** What clients say, shown in the home page carousel (spec section 3, "Testimonial"). */

export type ClientTestimonial = {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly company: string;
  readonly content: string;
  /** Portrait from the image service. */
  readonly image: string;
};

export const testimonials: readonly ClientTestimonial[] = [
  {
    id: 'njeri-kamau',
    name: 'Njeri Kamau',
    role: 'Managing Director',
    company: 'Kilele Properties Ltd',
    content:
      'We have now built three apartment blocks with Msingi. Every one was handed over on the date in the contract, every variation was priced before the work was done, and our buyers keep telling us how solid the finishes feel.',
    image: 'https://images.unsplash.com/photo-1573497019940-1c28c88b4f3e',
  },
  {
    id: 'rajesh-patel',
    name: 'Rajesh Patel',
    role: 'Managing Director',
    company: 'Tausi Packaging Ltd',
    content:
      'A factory is only as good as its floor and its power. Msingi got both right, had the machine bases ready before the corrugator landed at Mombasa, and kept our neighbours and the county happy throughout.',
    image: 'https://images.unsplash.com/photo-1507003211169-0a1dd7228f2d',
  },
  {
    id: 'lucy-gachoka',
    name: 'Lucy Gachoka',
    role: 'Homeowner',
    company: 'Nanyuki Modern Mansion',
    content:
      'From the first site visit to the day we moved in, we always knew what was happening and what it would cost. The weekly photo reports meant we could follow the build from Nairobi without a single surprise.',
    image: 'https://images.unsplash.com/photo-1580489944761-15a19d654956',
  },
];
