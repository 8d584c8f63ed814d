/**
 * Wraps @docusaurus/theme-classic Blog/Pages/BlogAuthorsListPage.
 * Why: the list of writers names each with their honorific (blog/authors.yml `honorific`) in the
 * edition's words, as their articles do; the theme reads the authors file, where it is apart.
 */
import type {ReactNode} from 'react';
import OriginalBlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {withFullName} from '@site/src/lib/people';

export default function BlogAuthorsListPage(props: Props): ReactNode {
  return <OriginalBlogAuthorsListPage {...props} authors={props.authors.map(withFullName)} />;
}
