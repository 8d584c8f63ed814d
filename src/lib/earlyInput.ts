/**
 * What a visitor does on a page before its script has run. The page shows at once, built in
 * advance, but its buttons answer only once React has adopted it: on a slow phone over mobile
 * data that is seconds later. A tap on the menu, the search or a form's button in those seconds
 * did nothing, and a choice or words given in a form were wiped when React adopted the page (it
 * sets each field to what its state holds). So a few lines run in the page's head before
 * anything else: until React has adopted the page they hold each tap on a control (so a form is
 * not sent by the browser instead, with its fields in the address) and each value a field is
 * given, and keep them from the half-adopted page; then the taps are made again and the values
 * given back, in order, as if made then (src/clientModules/earlyInput.ts). When the page's
 * script cannot adopt it (it failed to load, or has not done so well after the page loaded),
 * they let go, so the page's controls work as plain HTML does.
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
 *
 * It lets go (stops holding, and drops what it held, which nothing will then replay) when one
 * of the site's own scripts fails to load, since React then never adopts the page, or when the
 * page has waited 5 s for React since it loaded and since the last of its own scripts arrived
 * (docs/decisions/0080-input-before-the-script-is-held.md). From then on a tap does what it does
 * in a page without scripts: a `<details>` opens, a checkbox toggles, a form is sent.
 */
export function captureEarlyInput(): void {
  const held: unknown[] = [];
  const controls =
    'button, summary, [role="button"], input[type="radio"], input[type="checkbox"], input[type="submit"]';
  const events = ['click', 'input', 'change'];
  let patience: number | undefined;
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
  const stop = () => {
    events.forEach((type) => document.removeEventListener(type, hold, true));
    document.removeEventListener('error', arrived, true);
    document.removeEventListener('load', arrived, true);
    window.removeEventListener('load', wait);
    clearTimeout(patience);
    delete (window as unknown as Record<string, unknown>).__earlyInput;
  };
  // Counted from the page's load and again from each of its own scripts arriving after it: the
  // page's first code arrives after `load`, and on a slow network its coming, not the work it
  // brings, takes the longest.
  const wait = () => {
    clearTimeout(patience);
    patience = window.setTimeout(stop, 5000);
  };
  // A script's `load` and `error` do not bubble: they are seen on their way down, in the capture
  // phase. Only the site's own scripts (its entry and chunks) count: an analytics beacon that a
  // blocker refuses leaves the page to be adopted as ever.
  const arrived = (event: Event) => {
    const script = event.target;
    if (script instanceof HTMLScriptElement && script.src.indexOf(`${location.origin}/`) === 0) {
      if (event.type === 'error') {
        stop();
      } else if (patience !== undefined) {
        wait();
      }
    }
  };
  // The ways out are in place before anything is held.
  document.addEventListener('error', arrived, true);
  document.addEventListener('load', arrived, true);
  window.addEventListener('load', wait);
  events.forEach((type) => document.addEventListener(type, hold, true));
  (window as unknown as Record<string, () => unknown[]>).__earlyInput = () => {
    stop();
    return held;
  };
}

/**
 * Takes what the head's script held (nothing if it did not run, or had let go) and stops it
 * holding more: from here on the page answers for itself.
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
