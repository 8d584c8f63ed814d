/**
 * Swizzled (ejected) from @docusaurus/theme-classic DropdownNavbarItem/Desktop.
 * Why: the original opens its menu from an `<a href="#" role="button">`, a link that is not one;
 * here the toggle is a native <button>, which keyboards and screen readers know without help.
 * The only dropdown of the navbar is the language switch. Kept from the original: the Infima
 * classes (the menu also opens on hover), closing on a click or focus outside, and the items.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import styles from './styles.module.css';

export default function DropdownNavbarItemDesktop({
  items,
  position,
  className,
  label,
  children,
  ...props
}: Props): ReactNode {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const [showDropdown, setShowDropdown] = useState(false);

  useEffect(() => {
    const closeOutside = (event: Event) => {
      if (dropdownRef.current && !dropdownRef.current.contains(event.target as Node)) {
        setShowDropdown(false);
      }
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    events.forEach((name) => document.addEventListener(name, closeOutside));
    return () => events.forEach((name) => document.removeEventListener(name, closeOutside));
  }, []);

  return (
    <div
      ref={dropdownRef}
      className={clsx('navbar__item', 'dropdown', 'dropdown--hoverable', {
        'dropdown--right': position === 'right',
        'dropdown--show': showDropdown,
      })}>
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={showDropdown}
        aria-label={props['aria-label']}
        className={clsx('navbar__link', styles.toggle, className)}
        onClick={() => setShowDropdown(!showDropdown)}>
        {children ?? label}
      </button>
      <ul className="dropdown__menu">
        {items.map((childItemProps, i) => (
          <NavbarItem
            isDropdownItem
            activeClassName="dropdown__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </ul>
    </div>
  );
}
