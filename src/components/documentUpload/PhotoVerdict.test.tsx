import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoVerdict } from './PhotoVerdict';
import type { StagedFile } from './uploadQueue';
import { usePhotoVerdictAnnouncement } from './usePhotoVerdictAnnouncement';

describe('PhotoVerdict', () => {
  it('says "Sharp and well lit" when nothing is wrong', () => {
    const { container } = render(<PhotoVerdict problems={[]} />);
    expect(container).toHaveTextContent(/^Sharp and well lit$/);
  });

  it('gives one line per problem, each opening with its words and a tip, and says upload is allowed', () => {
    const { container } = render(<PhotoVerdict problems={['blurry', 'glare']} />);
    expect(screen.getByText('Blurry photo').closest('p')).toHaveTextContent(
      'Blurry photo – wipe the lens, hold the phone steady and tap to focus.',
    );
    expect(screen.getByText('Glare on the page').closest('p')).toHaveTextContent(
      'Glare on the page – tilt the passport away from the light.',
    );
    expect(container).toHaveTextContent('You can still upload it, or remove it and retake.');
    expect(container).not.toHaveTextContent('Sharp and well lit');
    // Not colour alone: every line carries an icon.
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });
});

const staged = (key: string, name: string, photoProblems?: StagedFile['photoProblems']) => ({
  key,
  file: new File(['x'], name, { type: 'image/jpeg' }),
  status: 'staged' as const,
  progress: 0,
  error: null,
  photoProblems,
});

describe('usePhotoVerdictAnnouncement', () => {
  it('announces each verdict once, when its file is staged', () => {
    const first = [staged('a', 'front.jpg', []), staged('b', 'scan.pdf')];
    const { result, rerender } = renderHook(
      (items: StagedFile[]) => usePhotoVerdictAnnouncement(items),
      {
        initialProps: first,
      },
    );
    expect(result.current).toBe('front.jpg: Sharp and well lit.');

    const second = [...first, staged('c', 'dark.jpg', ['tooDark', 'lowResolution'])];
    rerender(second);
    expect(result.current).toBe(
      'dark.jpg: Too dark, Low resolution. You can still upload it, or remove it and retake.',
    );

    // Progress on an announced file, or its removal, says nothing new.
    rerender(second.map((item) => (item.key === 'c' ? { ...item, progress: 40 } : item)));
    rerender(first);
    expect(result.current).toBe(
      'dark.jpg: Too dark, Low resolution. You can still upload it, or remove it and retake.',
    );
  });
});
