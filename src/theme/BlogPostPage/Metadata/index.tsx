/**
 * Swizzled (ejected) from @docusaurus/theme-classic BlogPostPage/Metadata.
 * Why: an article's link preview is its generated social card (or its `image_social`), not the
 * hero photo the original takes from `image`. Everything else is the original.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function BlogPostPageMetadata(): ReactNode {
  const {metadata} = useBlogPost();
  const {title, description, date, tags, authors, frontMatter, permalink} = metadata;
  const {keywords} = frontMatter;
  const imageSocial = (frontMatter as {image_social?: string}).image_social;
  return (
    <>
      <PageMetadata
        title={frontMatter.title_meta ?? title}
        description={description}
        keywords={keywords}>
        <meta property="og:type" content="article" />
        <meta property="article:published_time" content={date} />
        {authors.some((author) => author.url) && (
          <meta
            property="article:author"
            content={authors
              .map((author) => author.url)
              .filter(Boolean)
              .join(',')}
          />
        )}
        {tags.length > 0 && (
          <meta property="article:tag" content={tags.map((tag) => tag.label).join(',')} />
        )}
      </PageMetadata>
      <SocialCardMeta permalink={permalink} title={title} imageSocial={imageSocial} />
    </>
  );
}
