/**
 * What a visitor does on a page before its script has run. The page shows at once, built in
 * advance, but its buttons answer only once React has adopted it: on a slow phone over mobile
 * data that is seconds later. A tap on the menu, the search or a form's button in those seconds
 * did nothing, and a choice or words given in a form were wiped when React adopted the page (it
 * sets each field to what its state holds). So a few lines run in the page's head before
 * anything else: until React has adopted the page they hold each tap on a control (so a form is
 * not sent by the browser instead, with its fields in the address) and each value a field is
 * given, and keep them from the half-adopted page; then the taps are made again and the values
 * given back, in order, as if made then (src/clientModules/earlyInput.ts).
 */

/** One thing the visitor did before the page's script ran. */
export type EarlyInput =
  | {readonly kind: 'tap'; readonly control: Element}
  | {
      readonly kind: 'value';
      readonly field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      readonly value: string;
    };

/** Where the head's script keeps what it held, until the page takes it. */
export const earlyInputGlobal = '__earlyInput';

/**
 * The head's script, as a function written out into the page (`(${captureEarlyInput})()`): it
 * must hold nothing from outside its own body, and runs before the body is parsed. It listens on
 * the document in the capture phase, so it sees every tap and keystroke first.
 */
export function captureEarlyInput(): void {
  const held: unknown[] = [];
  const controls =
    'button, summary, [role="button"], input[type="radio"], input[type="checkbox"], input[type="submit"]';
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) {
      return;
    }
    if (event.type === 'click') {
      const control = target.closest(controls);
      if (control && !control.matches(':disabled')) {
        event.preventDefault();
        event.stopPropagation();
        held.push({kind: 'tap', control});
      }
    } else if (target.matches('input, textarea, select')) {
      event.stopPropagation();
      held.push({kind: 'value', field: target, value: (target as HTMLInputElement).value});
    }
  };
  const events = ['click', 'input', 'change'];
  events.forEach((type) => document.addEventListener(type, hold, true));
  (window as unknown as Record<string, () => unknown[]>).__earlyInput = () => {
    events.forEach((type) => document.removeEventListener(type, hold, true));
    return held;
  };
}

/**
 * Takes what the head's script held (nothing if it did not run) and stops it holding more:
 * from here on the page answers for itself.
 */
export function takeEarlyInput(): readonly EarlyInput[] {
  const take = (window as unknown as Record<string, (() => EarlyInput[]) | undefined>)[
    earlyInputGlobal
  ];
  delete (window as unknown as Record<string, unknown>)[earlyInputGlobal];
  return take ? take() : [];
}

/**
 * Makes each held tap again and gives each field its held value back, in the order the visitor
 * did them, through the events React listens to (a value set through the element's own setter,
 * then `input` and `change`, as typing does), so the page's state takes them as it would have.
 * Anything no longer in the page (React drew it anew) is left.
 */
export function replayEarlyInput(held: readonly EarlyInput[]): void {
  for (const input of held) {
    if (input.kind === 'tap') {
      if (input.control.isConnected) {
        (input.control as HTMLElement).click();
      }
      continue;
    }
    const {field, value} = input;
    if (!field.isConnected) {
      continue;
    }
    // Through the element type's own setter, as typing does: React keeps the value it last knew
    // on the element itself, through the element's, and would see no change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', {bubbles: true}));
    field.dispatchEvent(new Event('change', {bubbles: true}));
  }
}
