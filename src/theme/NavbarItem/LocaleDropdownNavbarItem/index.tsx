import type {ReactNode} from 'react';
import type {Props} from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';

/**
 * Docusaurus's language switch, named for screen readers: its visible label is only the current
 * language ("English"), which does not say what the control is. On phones it sits in the menu
 * under its own heading ("Languages"), which does.
 */
export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const language = localeConfigs[currentLocale]?.label ?? currentLocale;
  const name = translate(
    {
      id: 'navbar.language.label',
      message: 'Language: {language}',
      description: 'Accessible name of the language switch; {language} is the current one',
    },
    {language},
  );
  return props.mobile ? (
    <LocaleDropdownNavbarItem {...props} />
  ) : (
    <LocaleDropdownNavbarItem {...props} aria-label={name} />
  );
}
