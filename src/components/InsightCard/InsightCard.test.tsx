import {render, screen, within} from '@testing-library/react';
import {testContentIndex} from '@site/src/test/fixtures/contentIndex';
import {withSwahiliMessages} from '@site/src/test/inSwahili';
import {formatDate} from '@site/src/lib/dates';
import InsightCard from '.';

const insight = testContentIndex.insights[0]!;

/** The card's date and reading time, as the line under its excerpt reads. */
function dateAndReadingTime(readingTime: number): string {
  render(<InsightCard insight={{...insight, readingTime}} />);
  const card = screen.getByRole('article');
  return within(card).getByText(formatDate(insight.date)).parentElement!.textContent!;
}

describe('InsightCard', () => {
  it.each([
    [1, '1 min read'],
    [8, '8 min read'],
  ])('gives a reading time of %i minute(s) as "%s"', (minutes, words) => {
    expect(dateAndReadingTime(minutes)).toBe(`${formatDate(insight.date)} · ${words}`);
  });

  describe('in the Kiswahili edition', () => {
    withSwahiliMessages();

    it.each([
      [1, 'Dakika 1 ya kusoma'],
      [8, 'Dakika 8 za kusoma'],
    ])('gives a reading time of %i minute(s) as "%s"', (minutes, words) => {
      expect(dateAndReadingTime(minutes)).toBe(`${formatDate(insight.date)} · ${words}`);
    });
  });
});
