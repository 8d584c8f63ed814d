/**
 * Swizzled (wrapped) @docusaurus/core's Root, which stays mounted for the whole page load while
 * the routes below it change. Why: the outbox's notice and its watcher belong to the page load,
 * not to a route: in the footer they started again on every client-side navigation.
 */
import type {ReactNode} from 'react';
import OutboxNotice from '@site/src/components/OutboxNotice';

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <OutboxNotice />
    </>
  );
}
