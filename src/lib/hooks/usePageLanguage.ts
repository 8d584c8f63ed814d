import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The name of the edition's language as the language switch shows it ("English", "Kiswahili"). */
export function usePageLanguage(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
}
