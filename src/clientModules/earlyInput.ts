/**
 * Gives the page what the visitor did before its script ran (src/lib/earlyInput.ts): once React
 * has adopted the page (the first route update comes in the commit of that first render), the
 * held taps and values are taken, and replayed as soon as the main thread is free: after the
 * effects that adoption set off (a form reading its draft renders again, writing its fields),
 * and the earliest the page could have answered a tap anyway.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {replayEarlyInput, takeEarlyInput} from '@site/src/lib/earlyInput';
import {whenIdle} from '@site/src/lib/whenIdle';

let adopted = false;

export function onRouteDidUpdate(): void {
  if (adopted || !ExecutionEnvironment.canUseDOM) {
    return;
  }
  adopted = true;
  const held = takeEarlyInput();
  if (held.length > 0) {
    whenIdle(() => replayEarlyInput(held), 1000);
  }
}
