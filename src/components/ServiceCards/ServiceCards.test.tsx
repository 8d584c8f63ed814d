import {render, screen, within} from '@testing-library/react';
import ServiceCards from '.';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';

const {services} = testContentIndex;

describe('ServiceCards', () => {
  it.each([0, 3])('lists the first %i features of each service', (featureCount) => {
    render(<ServiceCards services={services} linkLabel="Details" featureCount={featureCount} />);
    const cards = screen.getAllByRole('heading', {level: 3}).map((h) => h.closest('li')!);
    expect(cards).toHaveLength(services.length);
    cards.forEach((card, i) => {
      const features = within(card)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
      expect(features).toEqual(services[i]!.features.slice(0, featureCount));
    });
  });

  it('names each card link after its service, so a list of links reads apart', () => {
    render(<ServiceCards services={services} linkLabel="Details" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(services.length);
    links.forEach((link, i) => {
      expect(link).toHaveAccessibleName(`Details about ${services[i]!.title}`);
      expect(link).toHaveAttribute('href', services[i]!.permalink);
    });
  });
});
