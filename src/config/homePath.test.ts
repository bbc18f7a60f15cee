import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, pathOfHash } from './homePath';

describe('pathOfHash', () => {
  it("reads the router's path, the home page when the hash is empty", () => {
    expect(pathOfHash('#/meals?task=1')).toBe('/meals');
    expect(pathOfHash('#/payments')).toBe('/payments');
    expect(pathOfHash('')).toBe(DASHBOARD_PATH);
    expect(pathOfHash('#')).toBe(DASHBOARD_PATH);
  });
});
