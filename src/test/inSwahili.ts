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
