import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {opensInNewTab} from '@site/src/data/commonWords';
import {documentRequestPath, type DocumentLink as Document} from '@site/src/data/certification';

export type DocumentLinkProps = {
  readonly document: Document;
  /** Link text when the document is a file. */
  readonly label: string;
  /** Link text when the document is sent on request. */
  readonly onRequestLabel: string;
  /** Names the document for screen readers when the visible text alone is ambiguous. */
  readonly context?: string;
  readonly className?: string;
};

/**
 * A document download, or, while the company has no public file for it, a link to the page where
 * visitors ask for it, saying it is available on request: never a dead link.
 */
export default function DocumentLink({
  document,
  label,
  onRequestLabel,
  context,
  className,
}: DocumentLinkProps): ReactNode {
  const suffix = context && <span className="sr-only"> – {context}</span>;
  if (document.kind === 'file') {
    return (
      <Link to={document.url} className={className}>
        {label}
        {suffix}
        <span className="sr-only"> {opensInNewTab()}</span>
      </Link>
    );
  }
  return (
    <Link to={documentRequestPath} className={className}>
      {onRequestLabel}
      {suffix}
    </Link>
  );
}
