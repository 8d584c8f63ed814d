/**
 * Wraps @docusaurus/theme-classic Blog/Pages/BlogAuthorsPostsPage.
 * Why: a writer's page names them with their honorific (blog/authors.yml `honorific`) in the
 * edition's words, as their articles do; the theme reads the authors file, where it is apart.
 */
import type {ReactNode} from 'react';
import OriginalBlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {withFullName} from '@site/src/lib/people';

export default function BlogAuthorsPostsPage(props: Props): ReactNode {
  return <OriginalBlogAuthorsPostsPage {...props} author={withFullName(props.author)} />;
}
