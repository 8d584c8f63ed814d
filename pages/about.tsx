import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHero from '@site/src/components/PageHero';
import Section from '@site/src/components/Section';
import ValueGrid from '@site/src/components/ValueGrid';
import TeamGrid from '@site/src/components/TeamGrid';
import {aboutHero, coreValues, leadershipTeam, mission, story, vision} from '@site/src/data/about';
import styles from './_about.module.css';

export default function About(): ReactNode {
  return (
    <Layout title="About Us" description={aboutHero.lead}>
      <main>
        <PageHero title={aboutHero.title} lead={<p>{aboutHero.lead}</p>} image={aboutHero.image} />
        <Section id="our-story" title={story.title}>
          <div className={styles.story}>
            <p className={styles.founded}>
              Founded in <strong>{story.foundedYear}</strong>
            </p>
            <div>
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </Section>
        <Section tone="muted">
          <div className={styles.statements}>
            {[mission, vision].map((statement) => (
              <article key={statement.title} className={styles.statement}>
                <h2>{statement.title}</h2>
                <p>{statement.text}</p>
              </article>
            ))}
          </div>
        </Section>
        <Section id="core-values" title="Our Core Values" align="center">
          <ValueGrid values={coreValues} />
        </Section>
        <Section id="leadership" title="Leadership Team" tone="muted" align="center">
          <TeamGrid members={leadershipTeam} />
        </Section>
      </main>
    </Layout>
  );
}
