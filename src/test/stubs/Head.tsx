import type {ReactNode} from 'react';

export default function Head(_props: {children?: ReactNode}): null {
  return null;
}
