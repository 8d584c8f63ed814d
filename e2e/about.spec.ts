import {test, expect, open} from './fixtures';
import {company} from '../src/data/company';
import type {AboutFrontMatter} from '../src/data/frontMatterTypes';
import {readPageFile} from '../src/test/pageFiles';

/** The story's paragraphs as the page shows them: the MDX body with the company's facts filled in. */
function storyParagraphs(body: string): string[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^(import |<\/?AboutPage)/.test(block))
    .map((block) =>
      block.replace(/\{company\.(\w+)\}/g, (_, key: keyof typeof company) => String(company[key])),
    );
}

test('About shows the story, mission, vision, four values and the leadership team', async ({
  page,
}) => {
  const {frontMatter: about, content} = readPageFile<AboutFrontMatter>('pages/about.mdx');
  await open(page, '/about');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const storySection = page.getByRole('region', {name: 'Our Story'});
  await expect(storySection).toContainText('Founded in 2008');
  const paragraphs = storyParagraphs(content);
  expect(paragraphs).toHaveLength(3);
  for (const paragraph of paragraphs) {
    await expect(storySection).toContainText(paragraph);
  }
  await expect(page.getByRole('heading', {name: 'Our Mission'})).toBeVisible();
  await expect(page.getByText(about.mission)).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Our Vision'})).toBeVisible();
  await expect(page.getByText(about.vision)).toBeVisible();

  const values = page
    .getByRole('region', {name: 'Our Core Values'})
    .getByRole('heading', {level: 3});
  await expect(values).toHaveText(['Integrity', 'Excellence', 'Innovation', 'Customer Focus']);
  expect(about.values).toHaveLength(4);

  // The founder as blog/authors.yml writes him, his honorific before his name (the page names him by key).
  const team = page.getByRole('region', {name: 'Leadership Team'}).getByRole('listitem');
  await expect(team).toHaveCount(1);
  await expect(team.first()).toContainText('Eng. David Mwangi');
  await expect(team.first()).toContainText('Founder & Managing Director');
  await expect(team.first()).toContainText(about.leadership[0]!.bio);
  await expect(team.first().getByRole('link')).toHaveCount(0);
});
