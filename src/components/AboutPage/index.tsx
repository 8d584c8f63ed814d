import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ValueGrid from '@site/src/components/ValueGrid';
import TeamGrid from '@site/src/components/TeamGrid';
import {company} from '@site/src/data/company';
import type {AboutFrontMatter} from '@site/src/data/frontMatterTypes';
import styles from './styles.module.css';

export type AboutPageProps = {
  /** pages/about.mdx's front matter, validated by the content index at build time. */
  readonly frontMatter: AboutFrontMatter;
  /** The story, written in the MDX body. */
  readonly children: ReactNode;
};

/** The About page: the story, mission and vision, core values and the leadership team. */
export default function AboutPage({frontMatter: about, children}: AboutPageProps): ReactNode {
  const statements = [
    {
      id: 'mission',
      title: translate({id: 'about.mission.title', message: 'Our Mission'}),
      text: about.mission,
    },
    {
      id: 'vision',
      title: translate({id: 'about.vision.title', message: 'Our Vision'}),
      text: about.vision,
    },
  ];
  return (
    <>
      <PageHero
        title={translate(
          {id: 'about.hero.title', message: 'About {company}'},
          {company: company.shortName},
        )}
        lead={<p>{about.description}</p>}
        image={about.heroImage}
      />
      <Section id="our-story" title={translate({id: 'about.story.title', message: 'Our Story'})}>
        <div className={styles.story}>
          <p className={styles.founded}>
            <Translate
              id="about.story.founded"
              description="Beside the story; the year is shown large"
              values={{year: <strong>{company.foundedYear}</strong>}}>
              {'Founded in {year}'}
            </Translate>
          </p>
          <div>{children}</div>
        </div>
      </Section>
      <Section tone="muted">
        <div className={styles.statements}>
          {statements.map((statement) => (
            <article key={statement.id} className={styles.statement}>
              <h2>{statement.title}</h2>
              <p>{statement.text}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section
        id="core-values"
        title={translate({id: 'about.values.title', message: 'Our Core Values'})}
        align="center">
        <ValueGrid values={about.values} />
      </Section>
      <Section
        id="leadership"
        title={translate({id: 'about.leadership.title', message: 'Leadership Team'})}
        tone="muted"
        align="center">
        <TeamGrid members={about.leadership} />
      </Section>
    </>
  );
}
