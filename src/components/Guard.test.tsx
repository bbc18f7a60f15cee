import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Guard } from './Guard';

function Broken(): never {
  throw new Error('bad response');
}

describe('Guard', () => {
  it('replaces only the part that threw with its fallback', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <nav>
        <Guard fallback={<a href="#/payments">Payments</a>}>
          <Broken />
        </Guard>
        <button type="button">Logout</button>
      </nav>,
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
