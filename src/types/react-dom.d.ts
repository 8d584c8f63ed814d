// react-dom ships without types and @types/react-dom is not installed; the site only needs these.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(element: ReactNode): string;
}

// The Head stand-in of the component tests puts its children in the document's head.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}

// The browser's entry runs React DOM's client module in a task of its own (src/lib/clientStart.ts).
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export function hydrateRoot(container: Element, children: ReactNode): unknown;
}
