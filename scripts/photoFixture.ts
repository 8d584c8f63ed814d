/**
 * For the browser tests of writers' photos: a copy of blog/ with one more article, as a writer
 * following docs/writing-insights.md would add it, with two photos straight from a phone
 * (4000 × 3000 JPEGs, made here). The second test build builds from it (INSIGHTS_DIR). And for
 * the notice of a stale translation: one sentence of another article's English changed after
 * its Kiswahili was marked, so that translation is behind in the second build.
 *
 *   node scripts/photo-fixture.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import {phonePhoto} from '../src/test/phonePhoto';

export const fixtureBlogDir = '.build-fixture/blog';
export const fixtureArticle = {
  folder: '2026-11-20-kitengela-slab-pour',
  slug: 'kitengela-slab-pour',
  title: 'Pouring the Ground-Floor Slab in Kitengela',
  category: 'residential',
  photos: ['hero.jpg', 'site-visit.jpg'],
} as const;

/** The article whose English changes in the copy, and the sentence that changes. */
export const staleTranslationFixture = {
  folder: '2025-05-06-cost-effective-materials',
  slug: 'cost-effective-materials',
  sentence: 'Always get at least three quotations',
  changedTo: 'Always get at least four quotations',
} as const;

const siteDir = path.resolve(__dirname, '..');

export async function writePhotoFixture(): Promise<void> {
  const target = path.join(siteDir, fixtureBlogDir);
  fs.rmSync(target, {recursive: true, force: true});
  fs.cpSync(path.join(siteDir, 'blog'), target, {recursive: true});
  const staleEnglish = path.join(target, staleTranslationFixture.folder, 'index.mdx');
  const english = fs.readFileSync(staleEnglish, 'utf8');
  if (!english.includes(staleTranslationFixture.sentence)) {
    throw new Error(`${staleEnglish} no longer says "${staleTranslationFixture.sentence}"`);
  }
  fs.writeFileSync(
    staleEnglish,
    english.replace(staleTranslationFixture.sentence, staleTranslationFixture.changedTo),
  );
  const folder = path.join(target, fixtureArticle.folder);
  fs.mkdirSync(folder);
  const [hero, siteVisit] = await Promise.all([phonePhoto(), phonePhoto(4000, 3000, {seed: 11})]);
  fs.writeFileSync(path.join(folder, 'hero.jpg'), hero);
  fs.writeFileSync(path.join(folder, 'site-visit.jpg'), siteVisit);
  fs.writeFileSync(
    path.join(folder, 'index.mdx'),
    `---
slug: ${fixtureArticle.slug}
title: "${fixtureArticle.title}"
description: How our site team poured and cured the ground-floor slab of a four-bedroom bungalow in Kitengela, from the reinforcement check to the seventh day of curing.
image: ./hero.jpg
authors: [davidmwangi]
tags: [${fixtureArticle.category}]
related: [building-your-first-home-kenya, cost-effective-materials]
---

A slab is poured once. On this bungalow in Kitengela we checked every bar before the first barrow of concrete went in, and kept the slab wet for seven days after.

{/* truncate */}

## Checking the Reinforcement

Our site engineer checked bar sizes, spacing and cover against the structural drawings, and the client's engineer signed the reinforcement inspection before the pour.

![Site engineer checking the reinforcement of the ground-floor slab](./site-visit.jpg)
*The reinforcement check: bar sizes, spacing and cover against the drawings.*

## Curing

The slab was covered with wet hessian and watered morning and evening for seven days, as the structural engineer specified.
`,
  );
  console.log(
    `photo fixture: ${path.relative(siteDir, folder)} with ${fixtureArticle.photos.join(' and ')}`,
  );
}
