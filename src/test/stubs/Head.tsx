import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

/** `@docusaurus/Head` puts its children in the document's head; so does this. */
export default function Head({children}: {children?: ReactNode}): ReactNode {
  return createPortal(children, document.head);
}
