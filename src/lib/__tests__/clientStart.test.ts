/** @jest-environment node */

/** The modules the entry starts, in the order they were evaluated. */
const mockEvaluated: string[] = [];
/** Each task the entry waited for, to be ended by the test. */
const mockTasks: (() => void)[] = [];

jest.mock('react-dom/client', () => {
  mockEvaluated.push('React DOM');
  return {};
});
jest.mock('@docusaurus/core/lib/client/clientEntry.js', () => {
  mockEvaluated.push('client entry');
  return {};
});
jest.mock('../nextTask', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      mockTasks.push(resolve);
    }),
}));

/** Lets every promise reaction queued so far run, as the rest of a task would. */
async function restOfTask(): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await Promise.resolve();
  }
}

test("runs nothing in main.js's task; React DOM in the next task, then the client entry in the one after", async () => {
  await import('../clientStart');
  await restOfTask();
  expect(mockEvaluated).toEqual([]);
  expect(mockTasks).toHaveLength(1);

  mockTasks[0]!();
  await restOfTask();
  expect(mockEvaluated).toEqual(['React DOM']);
  expect(mockTasks).toHaveLength(2);

  mockTasks[1]!();
  await restOfTask();
  expect(mockEvaluated).toEqual(['React DOM', 'client entry']);
  expect(mockTasks).toHaveLength(2);
});
