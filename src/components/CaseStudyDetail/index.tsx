import type {ReactNode} from 'react';
import PageHero from '@site/src/components/PageHero';
import BackLink from '@site/src/components/BackLink';
import Section from '@site/src/components/Section';
import CaseStudyNav from '@site/src/components/CaseStudyNav';
import FactList from '@site/src/components/FactList';
import Carousel from '@site/src/components/Carousel';
import Image from '@site/src/components/Image';
import {translate} from '@docusaurus/Translate';
import TestimonialQuote from '@site/src/components/TestimonialQuote';
import TeamGrid from '@site/src/components/TeamGrid';
import BudgetBars from '@site/src/components/BudgetBars';
import FeaturedProjects from '@site/src/components/FeaturedProjects';
import CtaBanner from '@site/src/components/CtaBanner';
import {
  caseStudyPage as words,
  caseStudyTag,
  type CaseStudySectionId,
} from '@site/src/data/caseStudyPage';
import type {CaseStudyFrontMatter} from '@site/src/data/frontMatterTypes';
import {specificationKeys} from '@site/src/data/contentTypes';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import {useLocation} from '@docusaurus/router';
import JsonLd from '@site/src/components/JsonLd';
import {breadcrumbList} from '@site/src/lib/structuredData';
import {caseStudiesByIds} from '@site/src/lib/caseStudies';
import {fullName} from '@site/src/lib/people';
import {formatCompletionDate} from '@site/src/lib/dates';
import {routeLabel} from '@site/src/data/routes';
import styles from './styles.module.css';
import {notSearched} from '@site/src/lib/searchIndexing';
import {desktopMedia} from '@site/src/data/breakpoints';
import StaticHtml from '@site/src/components/StaticHtml';
import {writersContentMark} from '@site/src/lib/pageMarks';

export type CaseStudyDetailProps = {
  /** The MDX page's own front matter, validated by the content index at build time. */
  readonly frontMatter: CaseStudyFrontMatter;
  /** The overview prose, written in MDX. */
  readonly children?: ReactNode;
};

const title = (id: CaseStudySectionId) => words.sections.find((s) => s.id === id)!.label;

/** A case-study page: hero, sticky section navigation, the sections beside a sidebar, closing banner. */
export default function CaseStudyDetail({
  frontMatter: study,
  children,
}: CaseStudyDetailProps): ReactNode {
  const {caseStudies} = useContentIndex();
  const related = caseStudiesByIds(study.related, caseStudies);
  const category = caseStudyTag(study);

  const {pathname} = useLocation();
  return (
    <>
      <JsonLd
        data={(siteUrl) =>
          breadcrumbList(siteUrl, [
            {name: routeLabel('/'), path: '/'},
            {name: routeLabel('/projects'), path: '/projects'},
            {name: study.title, path: pathname},
          ])
        }
      />
      <PageHero
        title={study.title}
        lead={<p>{study.scope}</p>}
        image={study.heroImage}
        eyebrow={<BackLink to={words.backLink.to} label={words.backLink.label} />}>
        <ul className={styles.heroFacts}>
          <li className={styles.badge}>{category}</li>
          <li>
            <span className="sr-only">{words.heroFacts.location}: </span>
            {study.location}
          </li>
          <li>
            <span className="sr-only">{words.heroFacts.completion}: </span>
            {formatCompletionDate(study.completionDate)}
          </li>
        </ul>
      </PageHero>
      <div className={styles.page}>
        <CaseStudyNav label={words.navLabel} items={words.sections} />
        <div className={`container ${styles.layout}`}>
          <div className={styles.main}>
            <Section id="overview" title={title('overview')} variant="block">
              <StaticHtml className={styles.prose} {...writersContentMark}>
                {children}
              </StaticHtml>
              <FactList
                layout="tiles"
                facts={[
                  {label: words.overviewFacts.client, value: study.client},
                  {label: words.overviewFacts.projectValue, value: study.projectValue},
                ]}
              />
            </Section>
            <Section
              id="challenges-solutions"
              title={title('challenges-solutions')}
              variant="block">
              <StaticHtml className={styles.pairs}>
                <div className={styles.challenges}>
                  <h3>{words.challengesTitle}</h3>
                  <ul className={styles.points}>
                    {study.challenges.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
                <div className={styles.solutions}>
                  <h3>{words.solutionsTitle}</h3>
                  <ul className={styles.points}>
                    {study.solutions.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
              </StaticHtml>
            </Section>
            <Section id="timeline" title={title('timeline')} variant="block">
              <StaticHtml>
                <ol className={styles.timeline}>
                  {study.timeline.map((step) => (
                    <li key={step.phase} className={styles.step}>
                      <span className={styles.phase}>{step.phase}</span>
                      <span className={styles.duration}>{step.duration}</span>
                    </li>
                  ))}
                </ol>
              </StaticHtml>
            </Section>
            <Section id="gallery" title={title('gallery')} variant="block">
              <Carousel
                label={words.galleryLabel}
                items={study.images}
                labels={{
                  previous: translate({
                    id: 'caseStudy.gallery.previous',
                    message: 'Previous image',
                  }),
                  next: translate({id: 'caseStudy.gallery.next', message: 'Next image'}),
                  picker: translate({id: 'caseStudy.gallery.picker', message: 'Choose an image'}),
                  pick: (_image, {position}) =>
                    translate(
                      {
                        id: 'caseStudy.gallery.pick',
                        message: 'Show image {position}',
                        description: '{position} is e.g. "3 of 8"',
                      },
                      {position},
                    ),
                  announce: (image, {position}) =>
                    translate(
                      {
                        id: 'caseStudy.gallery.announcement',
                        message: 'Image {position}: {caption}',
                        description: 'Read out when the gallery moves; {position} is e.g. "3 of 8"',
                      },
                      {position, caption: image.caption},
                    ),
                }}
                renderSlide={(image) => (
                  <figure className={styles.galleryFigure}>
                    <Image
                      src={image.url}
                      alt=""
                      width={1280}
                      height={800}
                      sizes={`${desktopMedia} 60vw, 100vw`}
                      className={styles.galleryImage}
                    />
                    <figcaption className={styles.galleryCaption}>{image.caption}</figcaption>
                  </figure>
                )}
                renderThumbnail={(image) => (
                  <Image
                    src={image.url}
                    alt=""
                    width={160}
                    height={100}
                    sizes="6rem"
                    className={styles.galleryImage}
                  />
                )}
              />
            </Section>
            <Section
              id="testimonial"
              title={words.testimonialTitle}
              variant="block"
              tone="muted"
              align="center"
              className={styles.testimonial}>
              <TestimonialQuote
                quote={study.testimonial.quote}
                author={fullName({
                  name: study.testimonial.author,
                  honorific: study.testimonial.honorific,
                })}
                role={study.testimonial.position}
              />
            </Section>
            <Section id="specifications" title={title('specifications')} variant="block">
              <FactList
                layout="cards"
                facts={specificationKeys.map((key) => ({
                  label: words.specificationLabels[key],
                  value: study.specifications[key],
                }))}
              />
            </Section>
            <Section id="team" title={title('team')} variant="block">
              <TeamGrid members={study.team} variant="compact" />
            </Section>
            <Section id="lessons-learned" title={title('lessons-learned')} variant="block">
              <ol className={styles.lessons}>
                {study.lessonsLearned.map((lesson) => (
                  <li key={lesson}>{lesson}</li>
                ))}
              </ol>
            </Section>
          </div>
          <aside aria-label={words.sidebarLabel} className={styles.sidebar}>
            <section aria-labelledby="summary-title" className={styles.panel}>
              <h2 id="summary-title" className={styles.panelTitle}>
                {words.summary.title}
              </h2>
              <FactList
                facts={[
                  {label: words.summary.client, value: study.client},
                  {label: words.summary.location, value: study.location},
                  {
                    label: words.summary.completion,
                    value: formatCompletionDate(study.completionDate),
                  },
                  {label: words.summary.value, value: study.projectValue},
                  {label: words.summary.category, value: category},
                ]}
              />
            </section>
            <section aria-labelledby="budget-title" className={styles.panel}>
              <h2 id="budget-title" className={styles.panelTitle}>
                {words.budgetTitle}
              </h2>
              <p className={styles.panelNote}>{words.budgetNote}</p>
              <BudgetBars items={study.budget} />
            </section>
            <section aria-labelledby="related-title" className={styles.related} {...notSearched}>
              <h2 id="related-title" className={styles.panelTitle}>
                {words.relatedTitle}
              </h2>
              <FeaturedProjects
                projects={related.map((project) => ({
                  title: project.title,
                  image: project.heroImage,
                  href: project.permalink,
                  meta: [caseStudyTag(project), project.location],
                }))}
              />
            </section>
          </aside>
        </div>
      </div>
      <CtaBanner id="case-study-closing" words={words.closing} />
    </>
  );
}
