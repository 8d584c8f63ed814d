import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ContentIndex} from '@site/src/data/contentTypes';
import {pageName, sitemapPage} from '@site/src/data/sitemapPage';
import styles from './styles.module.css';

type Entry = {readonly to: string; readonly label: string};

function Group({
  name,
  title,
  entries,
}: {
  readonly name: string;
  readonly title: string;
  readonly entries: readonly Entry[];
}) {
  const id = `sitemap-${name}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The human sitemap, derived from the content index (routes and collections) and the route table's names. */
export default function SiteMap({index}: {readonly index: ContentIndex}): ReactNode {
  const {sections} = sitemapPage;
  const pages = index.pages.map((p) => ({to: p.permalink, label: pageName(p.permalink, p.title)}));
  return (
    <div className={styles.grid}>
      <Group name="pages" title={sections.pages} entries={pages} />
      <Group
        name="services"
        title={sections.services}
        entries={index.services.map((s) => ({to: s.permalink, label: s.title}))}
      />
      <Group
        name="projects"
        title={sections.projects}
        entries={index.caseStudies.map((c) => ({to: c.permalink, label: c.title}))}
      />
      <Group
        name="insights"
        title={sections.insights}
        entries={[
          {to: '/insights', label: pageName('/insights')},
          ...index.insights.map((i) => ({to: i.permalink, label: i.title})),
        ]}
      />
      <Group
        name="categories"
        title={sections.categories}
        entries={index.insightCategories.map((c) => ({
          to: `/insights/tags/${c.key}`,
          label: c.label,
        }))}
      />
    </div>
  );
}
