/**
 * Ejected from @docusaurus/theme-classic: the header's item types this site uses. The theme's
 * own list also names the docs plugin's items, which brought that plugin's client code into
 * every page's first script although the docs plugin is off (src/plugins/docsOff.ts). An item
 * of another type stops the page with the theme's "No NavbarItem component found" error.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
};

export default ComponentTypes;
