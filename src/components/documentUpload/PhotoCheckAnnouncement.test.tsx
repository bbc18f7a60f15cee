import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoCheckAnnouncement } from './PhotoCheckAnnouncement';
import type { StagedFile } from './uploadQueue';

const staged = (key: string, name: string, photoProblems?: StagedFile['photoProblems']) => ({
  key,
  file: new File(['x'], name, { type: 'image/jpeg' }),
  status: 'staged' as const,
  progress: 0,
  error: null,
  photoProblems,
});

describe('PhotoCheckAnnouncement', () => {
  it('announces each verdict once, when its file is staged, and tells the section each time', () => {
    const onAnnounced = vi.fn();
    const region = () => screen.getByRole('status', { name: 'Photo check' });
    const first = [staged('a', 'front.jpg', []), staged('b', 'scan.pdf')];
    const { rerender } = render(<PhotoCheckAnnouncement items={first} onAnnounced={onAnnounced} />);
    expect(region()).toHaveTextContent(/^front\.jpg: Sharp and well lit\.$/);
    expect(onAnnounced).toHaveBeenCalledTimes(1);

    const second = [...first, staged('c', 'dark.jpg', ['tooDark', 'lowResolution'])];
    rerender(<PhotoCheckAnnouncement items={second} onAnnounced={onAnnounced} />);
    const darkVerdict =
      'dark.jpg: Too dark, Low resolution. You can still upload it, or remove it and retake.';
    expect(region()).toHaveTextContent(darkVerdict);
    expect(onAnnounced).toHaveBeenCalledTimes(2);

    // Progress on an announced file, or its removal, says nothing new; a new callback is no news.
    const progressed = second.map((item) => (item.key === 'c' ? { ...item, progress: 40 } : item));
    rerender(<PhotoCheckAnnouncement items={progressed} onAnnounced={onAnnounced} />);
    rerender(<PhotoCheckAnnouncement items={first} onAnnounced={() => onAnnounced()} />);
    expect(region()).toHaveTextContent(darkVerdict);
    expect(onAnnounced).toHaveBeenCalledTimes(2);
  });
});
