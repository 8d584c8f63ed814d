export default function useDocusaurusContext() {
  return {
    siteConfig: {
      title: 'Msingi Construction Ltd',
      url: 'https://www.msingi-construction.example',
      baseUrl: '/',
      customFields: {},
    },
    i18n: {
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en', 'sw'],
      localeConfigs: {
        en: {label: 'English', htmlLang: 'en-KE'},
        sw: {label: 'Kiswahili', htmlLang: 'sw-KE'},
      },
    },
  };
}
