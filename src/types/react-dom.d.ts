// react-dom ships without types and @types/react-dom is not installed; the tests only need these.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(element: ReactNode): string;
}

// The Head stand-in of the component tests puts its children in the document's head.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}
