import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Image from '@site/src/components/Image';
import Section from '@site/src/components/Section';
import {aboutTeaser} from '@site/src/data/home';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';
import StaticHtml from '@site/src/components/StaticHtml';

export default function AboutTeaser(): ReactNode {
  return (
    <Section id="about" title={aboutTeaser.title}>
      <StaticHtml className={styles.layout}>
        <div className={styles.media}>
          <Image
            src={aboutTeaser.image}
            alt=""
            width={800}
            height={600}
            sizes={`${desktopMedia} 45vw, 100vw`}
            className={styles.image}
          />
          <p className={styles.years}>
            <strong>{aboutTeaser.years}</strong> <span>{aboutTeaser.yearsLabel}</span>
          </p>
        </div>
        <div>
          {aboutTeaser.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <Link to={aboutTeaser.link.to} className="button button--outline button--primary">
            {aboutTeaser.link.label}
          </Link>
        </div>
      </StaticHtml>
    </Section>
  );
}
