import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import {MDXProvider} from '@mdx-js/react';
import Translate, {translate} from '@docusaurus/Translate';
import PageHero from '@site/src/components/PageHero';
import BackLink from '@site/src/components/BackLink';
import CategoryBadge from '@site/src/components/CategoryBadge';
import Image from '@site/src/components/Image';
import ShareArticle from '@site/src/components/ShareArticle';
import AuthorCard from '@site/src/components/AuthorCard';
import RelatedInsights from '@site/src/components/RelatedInsights';
import InsightsSubscribe from '@site/src/components/InsightsSubscribe';
import {minutesToRead} from '@site/src/data/commonWords';
import {formatDate} from '@site/src/lib/dates';
import {useContentIndex} from '@site/src/lib/hooks/useContentIndex';
import type {InsightFrontMatter} from '@site/src/data/frontMatterTypes';
import TableOfContents from './TableOfContents';
import styles from './styles.module.css';
import {desktopMedia} from '@site/src/data/breakpoints';
import StaticHtml from '@site/src/components/StaticHtml';
import {writersContentMark} from '@site/src/lib/pageMarks';

/** Photos inside an article: sized, lazy and with a placeholder, like every image of the site. */
function ArticleImage({
  src = '',
  alt = '',
}: {
  readonly src?: string;
  readonly alt?: string;
}): ReactNode {
  return (
    <Image
      src={src}
      alt={alt}
      width={1200}
      height={750}
      sizes={`${desktopMedia} 760px, 100vw`}
      className={styles.figureImage}
    />
  );
}

/**
 * An insight article (spec section 2, "Article detail"): hero, a side panel with the table of
 * contents and sharing, the article, its author, two related articles and the closing
 * subscription block. Reads the post from the blog's context, so it renders both the real
 * page and the fallback for unknown ids.
 */
export default function InsightArticle({children}: {readonly children: ReactNode}): ReactNode {
  const {metadata, toc} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const {insights} = useContentIndex();
  const {selectMessage} = usePluralForm();
  const frontMatter = metadata.frontMatter as unknown as InsightFrontMatter;
  const summary = insights.find((insight) => insight.permalink === metadata.permalink)!;
  const related = frontMatter.related.map((slug) =>
    insights.find((insight) => insight.id === slug)!,
  );
  const [author] = metadata.authors;
  const date = new Date(metadata.date).toISOString();

  return (
    <HtmlClassNameProvider className={styles.smoothScroll}>
      <article>
        <PageHero
          title={metadata.title}
          titleLang={summary.lang}
          image={summary.image}
          imageAlt={frontMatter.image_alt}
          eyebrow={
            <div className={styles.heroMeta}>
              <BackLink
                to="/insights"
                label={translate({id: 'insight.back', message: 'Back to Insights'})}
              />
              <div className={styles.heroTags}>
                <CategoryBadge category={summary.category} />
                <span>{minutesToRead(summary.readingTime, selectMessage)}</span>
              </div>
            </div>
          }>
          <p className={styles.byline}>
            {author && (
              <span>
                {author.title ? (
                  <Translate
                    id="insight.byline.withRole"
                    description="Under the article title: the author and their role at the company"
                    values={{name: <strong>{author.name}</strong>, role: author.title}}>
                    {'By {name}, {role}'}
                  </Translate>
                ) : (
                  <Translate
                    id="insight.byline"
                    description="Under the article title: the author"
                    values={{name: <strong>{author.name}</strong>}}>
                    {'By {name}'}
                  </Translate>
                )}
              </span>
            )}
            <time dateTime={date}>{formatDate(date)}</time>
          </p>
        </PageHero>

        <div className={clsx('container', styles.layout)}>
          <div className={styles.panel}>
            {toc.length > 0 && <TableOfContents toc={toc} />}
            <ShareArticle
              url={`${siteConfig.url}${metadata.permalink}`}
              title={metadata.title}
              excerpt={summary.excerpt}
            />
          </div>
          <div className={styles.main}>
            {summary.lang && (
              <p className={styles.untranslated}>
                {translate({
                  id: 'insight.untranslated',
                  message: 'This article is available in English only.',
                  description:
                    'Above an article the edition has not translated yet, shown in the default language',
                })}
              </p>
            )}
            <StaticHtml lang={summary.lang} {...writersContentMark}>
              <BlogPostItemContent className={styles.prose}>
                <MDXProvider components={{img: ArticleImage}}>{children}</MDXProvider>
              </BlogPostItemContent>
            </StaticHtml>
            {author?.name && <AuthorCard name={author.name} role={author.title} />}
            <RelatedInsights insights={related} />
          </div>
        </div>
      </article>
      <InsightsSubscribe />
    </HtmlClassNameProvider>
  );
}
