// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addTagTypes } from '../api/generated';
import { TASK_KEYS, TASKS } from './tasks';

const spec = readFileSync(resolve(__dirname, '../../openapi.yaml'), 'utf8');

/** The tags openapi.yaml describes as a task ("Task `key`: ..."), in the order it lists them. */
const taskTags = [...spec.matchAll(/^ {2}- name: (\S+)\n {4}description: ["']?Task `(\S+)`/gm)].map(
  ([, name, described]) => {
    expect(described).toBe(name);
    return name;
  },
);

/** The tags of the operation with this id. */
const tagsOf = (operationId: string): string[] => {
  const match = new RegExp(`operationId: ${operationId}\\n {6}tags:\\n((?: {8}- \\S+\\n)+)`).exec(
    spec,
  );
  return match ? [...match[1].matchAll(/- (\S+)/g)].map(([, tag]) => tag) : [];
};

describe('the task registry', () => {
  it('has one task per task tag of the API, in the same order', () => {
    expect(taskTags.length).toBeGreaterThan(0);
    expect(TASK_KEYS).toEqual(taskTags);
  });

  it('is what the generated client tags: every other tag is a non-task one', () => {
    expect(addTagTypes.filter((tag) => !(TASK_KEYS as readonly string[]).includes(tag))).toEqual([
      'auth',
      'Profile',
      'Invoices',
    ]);
  });

  it("reads each task's status from a list call tagged with the task, so a submit refetches it", () => {
    for (const task of TASKS) expect(tagsOf(task.listQuery), task.key).toEqual([task.key]);
  });

  it('gives every task its own path, menu label, heading and submit status', () => {
    for (const field of ['path', 'menuLabel', 'heading'] as const) {
      expect(new Set(TASKS.map((task) => task[field])).size, field).toBe(TASKS.length);
    }
    for (const task of TASKS) expect(['processing', 'completed']).toContain(task.submit.status);
  });
});
