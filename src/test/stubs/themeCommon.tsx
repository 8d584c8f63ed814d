import type {ReactNode} from 'react';

export function HtmlClassNameProvider({children}: {className?: string; children: ReactNode}): ReactNode {
  return children;
}

export function PageMetadata(): null {
  return null;
}
