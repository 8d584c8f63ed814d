/**
 * Wraps @docusaurus/theme-classic's phone menu to make it a modal: while it is open the page
 * behind it is inert, so the keyboard cannot wander under it (WCAG 2.4.11, focus not obscured);
 * focus starts in it, Escape closes it, and focus returns to the menu button. The menu is drawn
 * when it is first opened, not on every page load (the original draws it, hidden, as soon as
 * the page has hydrated on a phone: a long task on a slow one); then it stays, to slide out.
 */
import {useRef, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useInertOutside} from '@site/src/lib/hooks/useInertOutside';
import styles from './styles.module.css';

export default function MobileSidebarModal(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const region = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) {
    setOpened(true);
  }
  useInertOutside(region, shown, toggle);
  return (
    <div ref={region} className={styles.region}>
      {opened && <MobileSidebar />}
    </div>
  );
}
