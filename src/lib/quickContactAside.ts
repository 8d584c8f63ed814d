/**
 * Spread on a block the quick-contact bar would only duplicate (the quote form): while it is on
 * screen, the bar steps aside (src/lib/hooks/useQuickContactAside.ts).
 */
export const coversQuickContact = {'data-covers-quick-contact': ''} as const;

export const coversQuickContactSelector = '[data-covers-quick-contact]';

/** Whether focus in this element brings up a phone's on-screen keyboard. */
export function opensKeyboard(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return ![
    'button',
    'checkbox',
    'color',
    'file',
    'hidden',
    'image',
    'radio',
    'range',
    'reset',
    'submit',
  ].includes(element.type);
}
