/**
 * Swizzled (ejected) from @docusaurus/theme-classic DropdownNavbarItem/Mobile.
 * Why: in the phone menu the original opens its list from an `<a href="#" role="button">`, a
 * link to nowhere, beside a second button that does the same; here one native <button> opens
 * the list, which holds the real links. The only dropdown of the navbar is the language switch,
 * which has no address of its own. Kept from the original: Infima's menu classes (the caret),
 * the collapsible list, and the items, which close the menu when chosen.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import styles from './styles.module.css';

export default function DropdownNavbarItemMobile({
  items,
  className,
  label,
  children,
  onClick,
}: Props): ReactNode {
  const {collapsed, toggleCollapsed} = useCollapsible({initialState: true});
  return (
    <li className={clsx('menu__list-item', {'menu__list-item--collapsed': collapsed})}>
      <button
        type="button"
        aria-expanded={!collapsed}
        className={clsx(
          'menu__link menu__link--sublist menu__link--sublist-caret',
          styles.toggle,
          className,
        )}
        onClick={toggleCollapsed}>
        {children ?? label}
      </button>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((childItemProps, i) => (
          <NavbarItem
            mobile
            isDropdownItem
            onClick={onClick}
            activeClassName="menu__link--active"
            {...childItemProps}
            key={i}
          />
        ))}
      </Collapsible>
    </li>
  );
}
