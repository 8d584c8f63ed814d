/**
 * theme-common's usePluralForm outside React: picks a "one|other" message's form with the
 * locale's Intl.PluralRules, forms ordered as Docusaurus orders them (zero, one, two, few, many,
 * other), the last form standing in for any the message lacks.
 */
import type {SelectMessage} from '@site/src/data/listFilters';

const order: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function selectMessageFor(locale: string): SelectMessage {
  const rules = new Intl.PluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories;
  const forms = order.filter((form) => categories.includes(form));
  return (count, pluralMessages) => {
    const parts = pluralMessages.split('|');
    const index = forms.indexOf(rules.select(count));
    return parts[Math.min(index, parts.length - 1)]!;
  };
}
