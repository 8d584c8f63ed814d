import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {DocumentLink as Document} from '@site/src/data/certification';

export type DocumentLinkProps = {
  readonly document: Document;
  /** Link text when the document is a file. */
  readonly label: string;
  /** Link text when the document is sent on request. */
  readonly onRequestLabel: string;
  /** Page where visitors ask for a document that is sent on request. */
  readonly requestPath: string;
  /** Names the document for screen readers when the visible text alone is ambiguous. */
  readonly context?: string;
  readonly className?: string;
};

/**
 * A document download, or, while the company has no public file for it, a link to the contact
 * page saying it is available on request: never a dead link.
 */
export default function DocumentLink({
  document,
  label,
  onRequestLabel,
  requestPath,
  context,
  className,
}: DocumentLinkProps): ReactNode {
  const suffix = context && <span className="sr-only"> – {context}</span>;
  if (document.kind === 'file') {
    return (
      <Link to={document.url} className={className}>
        {label}
        {suffix}
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>
    );
  }
  return (
    <Link to={requestPath} className={className}>
      {onRequestLabel}
      {suffix}
    </Link>
  );
}
