import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {company} from '@site/src/data/company';
import {socialImageOf} from '@site/src/lib/socialCards';
import {editionPath} from '@site/src/lib/editionPath';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = {
  readonly permalink: string;
  /** The page's title as its card shows it. */
  readonly title: string;
  /** The front matter's `image_social`, when the page names its own. */
  readonly imageSocial?: string;
};

/**
 * The page's social image in the head (og:image, twitter:image) with its size and a description
 * of it, for link previews on WhatsApp, LinkedIn, X and Facebook: the generated card, or the
 * image the front matter names. Set with PageMetadata, as Docusaurus sets its own.
 */
export default function SocialCardMeta({permalink, title, imageSocial}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Each edition has its cards under its own base URL, named after the route within it.
  const image = socialImageOf(editionPath(permalink, siteConfig.baseUrl), imageSocial);
  const alt = translate(
    {
      id: 'socialCard.alt',
      message: '{title}, from {company}',
      description: 'Describes a page’s link-preview image',
    },
    {title, company: company.name},
  );
  return (
    <>
      <PageMetadata image={image.url} />
      <Head>
        {image.width && <meta property="og:image:width" content={String(image.width)} />}
        {image.height && <meta property="og:image:height" content={String(image.height)} />}
        <meta property="og:image:alt" content={alt} />
        <meta name="twitter:image:alt" content={alt} />
      </Head>
    </>
  );
}
