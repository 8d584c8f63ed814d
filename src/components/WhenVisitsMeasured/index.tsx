import type {ReactNode} from 'react';
import {useVisitsMeasured} from '@site/src/lib/hooks/useVisitsMeasured';

/**
 * Words of a page that hold only when this build measures visits (`measured`), or only when it
 * does not: the privacy policy says what the pages send only while they send it.
 */
export default function WhenVisitsMeasured({
  measured,
  children,
}: {
  measured: boolean;
  children: ReactNode;
}): ReactNode {
  return useVisitsMeasured() === measured ? children : null;
}
