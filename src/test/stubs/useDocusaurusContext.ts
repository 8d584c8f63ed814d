import i18n from './i18n';

export default function useDocusaurusContext() {
  return {
    siteConfig: {
      title: 'Msingi Construction Ltd',
      url: 'https://www.msingi-construction.example',
      baseUrl: '/',
      customFields: {},
    },
    i18n,
  };
}
