/**
 * Wraps @docusaurus/theme-classic's phone menu to make it a modal: while it is open the page
 * behind it is inert, so the keyboard cannot wander under it (WCAG 2.4.11, focus not obscured);
 * focus starts in it, Escape closes it, and focus returns to the menu button.
 */
import {useRef, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useInertOutside} from '@site/src/lib/hooks/useInertOutside';
import styles from './styles.module.css';

export default function MobileSidebarModal(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const region = useRef<HTMLDivElement>(null);
  useInertOutside(region, shown, toggle);
  return (
    <div ref={region} className={styles.region}>
      <MobileSidebar />
    </div>
  );
}
