/**
 * Ejected from @docusaurus/theme-classic: the theme's providers less the docs plugin's, which is
 * off (src/plugins/docsOff.ts). Kept in the theme's order.
 */
import type {ReactNode} from 'react';
import {composeProviders} from '@docusaurus/theme-common';
import {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
} from '@docusaurus/theme-common/internal';

const Provider = composeProviders([
  ColorModeProvider,
  AnnouncementBarProvider,
  ScrollControllerProvider,
  PluginHtmlClassNameProvider,
  NavbarProvider,
]);

export default function LayoutProvider({children}: {readonly children: ReactNode}): ReactNode {
  return <Provider>{children}</Provider>;
}
