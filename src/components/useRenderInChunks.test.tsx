import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInChunks } from './useRenderInChunks';

/** Every count each render drew, in order. */
let counts: number[] = [];

function List({ total }: { total: number }) {
  const drawn = useRenderInChunks(total, 3, 2);
  counts.push(drawn);
  return (
    <ul aria-label="Items">
      {Array.from({ length: drawn }, (_, index) => (
        <li key={index}>Item {index + 1}</li>
      ))}
    </ul>
  );
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);
const distinct = () => counts.filter((count, index) => count !== counts[index - 1]);

describe('useRenderInChunks', () => {
  it('draws the first items at once and the rest a chunk per task, in order', async () => {
    counts = [];
    render(<List total={8} />);
    expect(items()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    await waitFor(() => expect(items()).toHaveLength(8));
    expect(items()).toEqual(Array.from({ length: 8 }, (_, index) => `Item ${index + 1}`));
    expect(distinct()).toEqual([3, 5, 7, 8]);
  });

  it('never draws more than there are, and keeps what it drew when the list changes', async () => {
    counts = [];
    const { rerender } = render(<List total={2} />);
    expect(items()).toHaveLength(2);
    rerender(<List total={7} />);
    // Fetched again with more: what was drawn stays, the new ones follow.
    expect(items()).toHaveLength(3);
    await waitFor(() => expect(items()).toHaveLength(7));
    rerender(<List total={4} />);
    expect(items()).toHaveLength(4);
    expect(distinct()).toEqual([2, 3, 5, 7, 4]);
  });

  it('stops drawing once it is unmounted', async () => {
    counts = [];
    const { unmount } = render(<List total={50} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(distinct()).toEqual([3]);
  });
});
