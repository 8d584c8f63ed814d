import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ContentIndex} from '@site/src/plugins/content-index/types';
import {nameFromPath, sitemapPage} from '@site/src/data/sitemapPage';
import styles from './styles.module.css';

type Entry = {readonly to: string; readonly label: string};

function Group({title, entries}: {readonly title: string; readonly entries: readonly Entry[]}) {
  const id = `sitemap-${title.toLowerCase().replace(/\W+/g, '-')}`;
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

/** The human sitemap, derived entirely from the content index (routes and collections). */
export default function SiteMap({index}: {readonly index: ContentIndex}): ReactNode {
  const {sections, pageNames, insightsHome} = sitemapPage;
  const pages = index.pages.map((p) => ({to: p.permalink, label: p.title ?? pageNames[p.permalink] ?? nameFromPath(p.permalink)}));
  return (
    <div className={styles.grid}>
      <Group title={sections.pages} entries={pages} />
      <Group title={sections.services} entries={index.services.map((s) => ({to: s.permalink, label: s.title}))} />
      <Group title={sections.projects} entries={index.caseStudies.map((c) => ({to: c.permalink, label: c.title}))} />
      <Group
        title={sections.insights}
        entries={[{to: '/insights', label: insightsHome}, ...index.insights.map((i) => ({to: i.permalink, label: i.title}))]}
      />
      <Group
        title={sections.categories}
        entries={index.insightCategories.map((c) => ({to: `/insights/tags/${c.key}`, label: c.label}))}
      />
    </div>
  );
}
