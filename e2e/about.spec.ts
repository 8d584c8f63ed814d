import {test, expect, open} from './fixtures';
import {coreValues, leadershipTeam, mission, story, vision} from '../src/data/about';

test('About shows the story, mission, vision, four values and the leadership team', async ({page}) => {
  await open(page, '/about');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const storySection = page.getByRole('region', {name: 'Our Story'});
  await expect(storySection).toContainText('Founded in 2008');
  await expect(storySection).toContainText(story.paragraphs[0]!);
  await expect(page.getByRole('heading', {name: 'Our Mission'})).toBeVisible();
  await expect(page.getByText(mission.text)).toBeVisible();
  await expect(page.getByRole('heading', {name: 'Our Vision'})).toBeVisible();
  await expect(page.getByText(vision.text)).toBeVisible();

  const values = page.getByRole('region', {name: 'Our Core Values'}).getByRole('heading', {level: 3});
  await expect(values).toHaveText(['Integrity', 'Excellence', 'Innovation', 'Customer Focus']);
  expect(coreValues).toHaveLength(4);

  const team = page.getByRole('region', {name: 'Leadership Team'}).getByRole('listitem');
  await expect(team).toHaveCount(1);
  await expect(team.first()).toContainText(leadershipTeam[0]!.name);
  await expect(team.first()).toContainText(leadershipTeam[0]!.role);
  await expect(team.first().getByRole('link')).toHaveCount(0);
});
