/** `@generated/i18n` as the English build has it; inSwahili() switches its copy to Kiswahili. */
const i18n = {
  defaultLocale: 'en',
  currentLocale: 'en',
  locales: ['en', 'sw'],
  path: 'i18n',
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en-KE', direction: 'ltr'},
    sw: {label: 'Kiswahili', htmlLang: 'sw-KE', direction: 'ltr'},
  } as Record<string, {label: string; htmlLang: string; direction: string}>,
};
export default i18n;
