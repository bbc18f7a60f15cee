import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { useFileIntake } from './useFileIntake';

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

describe('useFileIntake with the photo check', () => {
  it('hands each accepted image on with its verdict, and a PDF without one', async () => {
    const onAccepted = vi.fn();
    const checkImage = vi.fn(async (file: File) => ({
      file: new File(['small'], file.name, { type: 'image/jpeg' }),
      photoProblems: (file.name === 'blurred.jpg' ? ['blurry'] : []) as PhotoProblem[],
    }));
    const { result } = renderHook(() =>
      useFileIntake({ currentCount: 0, onAccepted, checkPhotos: true, checkImage }),
    );
    const pdf = new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' });
    await act(() => result.current.intake([jpeg('good.jpg'), jpeg('blurred.jpg'), pdf]));

    const [files, checks] = onAccepted.mock.calls[0] as [File[], Map<File, PhotoProblem[]>];
    expect(files.map((file) => file.name)).toEqual(['good.jpg', 'blurred.jpg', 'ticket.pdf']);
    expect(files.map((file) => checks.get(file))).toEqual([[], ['blurry'], undefined]);
  });

  it('does not check when the page does not ask (flights)', async () => {
    const onAccepted = vi.fn();
    const checkImage = vi.fn();
    const compress = vi.fn(async (file: File) => file);
    const { result } = renderHook(() =>
      useFileIntake({ currentCount: 0, onAccepted, compress, checkImage }),
    );
    await act(() => result.current.intake([jpeg('boarding.jpg')]));
    expect(checkImage).not.toHaveBeenCalled();
    expect(compress).toHaveBeenCalledOnce();
    expect((onAccepted.mock.calls[0]?.[1] as Map<File, unknown>).size).toBe(0);
  });

  it('stages an image whose check could not run without a verdict', async () => {
    const onAccepted = vi.fn();
    const checkImage = vi.fn(async (file: File) => ({ file, photoProblems: null }));
    const { result } = renderHook(() =>
      useFileIntake({ currentCount: 0, onAccepted, checkPhotos: true, checkImage }),
    );
    await act(() => result.current.intake([jpeg('old-browser.jpg')]));
    expect((onAccepted.mock.calls[0]?.[1] as Map<File, unknown>).size).toBe(0);
    expect((onAccepted.mock.calls[0]?.[0] as File[]).map((file) => file.name)).toEqual([
      'old-browser.jpg',
    ]);
  });
});
