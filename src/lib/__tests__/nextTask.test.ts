/** @jest-environment node */
import {nextTask} from '../nextTask';

test('resolves in a later task, not among the current task’s microtasks', async () => {
  let resolved = false;
  const waiting = nextTask().then(() => {
    resolved = true;
  });
  for (let i = 0; i < 20; i++) {
    await Promise.resolve();
  }
  expect(resolved).toBe(false);
  await waiting;
  expect(resolved).toBe(true);
});
