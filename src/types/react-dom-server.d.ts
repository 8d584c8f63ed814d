// react-dom ships without types and @types/react-dom is not installed; the tests only need this.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToString(element: ReactNode): string;
}
