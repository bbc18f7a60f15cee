import { describe, expect, it } from 'vitest';
import { failedModuleUrl } from './failedModuleUrl';

describe('failedModuleUrl', () => {
  it.each([
    [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/PaymentsPage-CRO8DP6u.js',
      'http://localhost:4173/assets/PaymentsPage-CRO8DP6u.js',
    ],
    [
      'error loading dynamically imported module: https://portal.example/assets/MealsPage-kHkyQdem.js',
      'https://portal.example/assets/MealsPage-kHkyQdem.js',
    ],
    [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/MealsPage-kHkyQdem.js?retry=1',
      'http://localhost:4173/assets/MealsPage-kHkyQdem.js',
    ],
  ])('reads the script of %s', (message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
  });

  it('is null when the message names no script', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('boom')).toBeNull();
  });
});
