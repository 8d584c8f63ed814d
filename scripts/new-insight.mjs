#!/usr/bin/env node
/**
 * Scaffolds a new insight article: blog/YYYY-MM-DD-slug/index.mdx with front matter the build
 * accepts, marked as a draft so it shows in `npm start` but is not published until the writer
 * removes `draft: true`. See docs/writing-insights.md.
 *
 *   npm run new:insight -- "Choosing Roofing for the Coast" [--category materials]
 *       [--author peterotieno] [--date 2026-12-01] [--dir blog]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

/**
 * A stock photo from the approved list (docs/content-schemas.md) until the writer puts their own
 * photos in the article's folder: a local path to a photo not there yet would stop the build.
 */
const defaultImage = 'https://images.unsplash.com/photo-1503387762-592deb58ef4e';

function fail(message) {
  console.error(`new:insight: ${message}`);
  process.exit(1);
}

function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The top-level keys of a YAML map such as tags.yml or authors.yml, in file order. */
function yamlKeys(file) {
  if (!fs.existsSync(file)) {
    fail(`${file} is missing`);
  }
  return [...fs.readFileSync(file, 'utf8').matchAll(/^([A-Za-z0-9_-]+):\s*$/gm)].map((m) => m[1]);
}

/** Slugs of the existing articles, newest first (folders start with their date). */
function existingSlugs(blogDir) {
  return fs
    .readdirSync(blogDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .reverse()
    .flatMap((folder) => {
      const file = ['index.mdx', 'index.md']
        .map((name) => path.join(blogDir, folder, name))
        .find(fs.existsSync);
      const slug =
        file && /^slug:\s*["']?([a-z0-9-]+)["']?\s*$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
      return slug ? [slug] : [];
    });
}

function today() {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function article({slug, title, author, category, related}) {
  return `---
slug: ${slug}
title: ${JSON.stringify(title)}
description: "Summarise the article in one or two sentences: cards, search results, feeds and social cards show this."
image: ${defaultImage}
authors: [${author}]
tags: [${category}]
related: [${related.join(', ')}]
draft: true
---

Open with two or three sentences that tell a client what they will learn and why it matters to their project.

{/* truncate */}

## First Section Heading

Give every section its own heading: the headings become the article's table of contents.

![Describe the photo for someone who cannot see it](${defaultImage})
*Write the caption in italics on the line directly under the photo.*
`;
}

function main() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      category: {type: 'string'},
      author: {type: 'string'},
      date: {type: 'string'},
      dir: {type: 'string', default: 'blog'},
    },
  });
  const title = positionals.join(' ').trim();
  if (!title) {
    fail('give the article a title: npm run new:insight -- "Choosing Roofing for the Coast"');
  }
  const blogDir = path.resolve(values.dir);
  const date = values.date ?? today();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    fail(`--date must be YYYY-MM-DD, not "${date}"`);
  }

  const categories = yamlKeys(path.join(blogDir, 'tags.yml'));
  const authors = yamlKeys(path.join(blogDir, 'authors.yml'));
  const category = values.category ?? categories[0];
  const author = values.author ?? authors[0];
  if (!categories.includes(category)) {
    fail(`--category must be one of ${categories.join(', ')} (blog/tags.yml), not "${category}"`);
  }
  if (!authors.includes(author)) {
    fail(`--author must be one of ${authors.join(', ')} (blog/authors.yml), not "${author}"`);
  }

  const slug = slugify(title);
  const slugs = existingSlugs(blogDir);
  if (slugs.includes(slug)) {
    fail(`an article with the slug "${slug}" already exists; choose another title`);
  }
  if (slugs.length < 2) {
    fail('two published articles are needed to fill "related"');
  }

  const folder = path.join(blogDir, `${date}-${slug}`);
  if (fs.existsSync(folder)) {
    fail(`${path.relative(process.cwd(), folder)} already exists`);
  }
  fs.mkdirSync(folder, {recursive: true});
  const file = path.join(folder, 'index.mdx');
  fs.writeFileSync(file, article({slug, title, author, category, related: slugs.slice(0, 2)}));

  const where = path.relative(process.cwd(), folder);
  console.log(`Created ${path.relative(process.cwd(), file)}
Photos: put your own photos in ${where}/ (straight from the phone is fine, at least 1920 px wide
for the hero), then write "image: ./hero.jpg" in the front matter and ![what it shows](./site-visit.jpg)
in the text; the build makes them small for phones.
Next: write the article, check "description", "image" and "related", preview with \`npm start\`
at /insights/${slug}, then delete "draft: true" to publish. Guide: docs/writing-insights.md`);
}

main();
