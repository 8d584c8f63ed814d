/**
 * Runs `load` as the Kiswahili edition's bundle would: modules required inside it are evaluated
 * afresh (data modules translate once, as they load) with i18n/sw/code.json's messages loaded
 * and the Kiswahili edition as the current locale.
 */
import swahili from '@site/i18n/sw/code.json';

const messages = Object.fromEntries(
  Object.entries(swahili).map(([id, {message}]) => [id, message]),
);

export function inSwahili<T>(load: () => T): T {
  let result: T | undefined;
  jest.isolateModules(() => {
    const codeTranslations = (
      require('@generated/codeTranslations') as {default: Record<string, string>}
    ).default;
    Object.assign(codeTranslations, messages);
    (require('@generated/i18n') as {default: {currentLocale: string}}).default.currentLocale = 'sw';
    result = load();
  });
  return result as T;
}

/**
 * For one describe block: what translates as it renders or as it is called (components, word
 * functions) speaks Kiswahili, with the Kiswahili edition as the current locale (usePluralForm
 * picks its plural forms). Words a data module translated as it loaded stay English: load such a
 * module with inSwahili().
 */
export function withSwahiliMessages(): void {
  const codeTranslations = (
    require('@generated/codeTranslations') as {default: Record<string, string>}
  ).default;
  const i18n = (require('@generated/i18n') as {default: {currentLocale: string}}).default;
  beforeEach(() => {
    Object.assign(codeTranslations, messages);
    i18n.currentLocale = 'sw';
  });
  afterEach(() => {
    for (const id of Object.keys(messages)) delete codeTranslations[id];
    i18n.currentLocale = 'en';
  });
}
