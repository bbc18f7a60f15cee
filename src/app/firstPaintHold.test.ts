import { describe, expect, it } from 'vitest';
import { holdUntilFirstPaint } from './firstPaintHold';

const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('holding the first screen’s calls until it painted', () => {
  it('holds calls until painted, then lets each out in a task of its own', async () => {
    const hold = holdUntilFirstPaint();
    const order: string[] = [];
    const calls = ['profile', 'meals'].map((name) =>
      hold.beforeRequest().then(() => order.push(name)),
    );
    expect(
      await settledWithin(
        Promise.all(calls).then(() => undefined),
        30,
      ),
    ).toBe(false);
    hold.painted();
    queueMicrotask(() => order.push('same task'));
    await Promise.all(calls);
    expect(order).toEqual(['same task', 'profile', 'meals']);
  });

  it('lets calls made after the first paint out at once', async () => {
    const hold = holdUntilFirstPaint();
    hold.painted();
    const order: string[] = [];
    const call = hold.beforeRequest().then(() => order.push('call'));
    setTimeout(() => order.push('next task'), 0);
    await call;
    expect(order).toEqual(['call']);
  });
});
