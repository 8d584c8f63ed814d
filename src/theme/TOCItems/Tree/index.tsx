/**
 * Swizzled (ejected) from @docusaurus/theme-classic TOCItems/Tree.
 * Why: the original writes each entry's `value`, an HTML string Docusaurus makes from the
 * heading, with `dangerouslySetInnerHTML` ("developer provided the HTML"). Headings here are
 * written by writers, and the string is not escaped everywhere (an expression's or a photo's
 * text is not), so each entry is shown as text: whatever markup a heading carried, the table of
 * contents shows its words. The inline marks a heading may hold (code, emphasis) show as plain
 * words.
 */
import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/TOCItems/Tree';
import {textOfHtml} from '@site/src/lib/htmlText';
import {writersContentMark} from '@site/src/lib/pageMarks';

function TOCItemTree({toc, className, linkClassName, isChild}: Props): ReactNode {
  if (!toc.length) {
    return null;
  }
  return (
    <ul className={isChild ? undefined : className} {...(isChild ? {} : writersContentMark)}>
      {toc.map((heading) => (
        <li key={heading.id}>
          <Link to={`#${heading.id}`} className={linkClassName ?? undefined}>
            {textOfHtml(heading.value)}
          </Link>
          <TOCItemTree
            isChild
            toc={heading.children}
            className={className}
            linkClassName={linkClassName}
          />
        </li>
      ))}
    </ul>
  );
}

// As the original: memoising the root is enough.
export default memo(TOCItemTree);
