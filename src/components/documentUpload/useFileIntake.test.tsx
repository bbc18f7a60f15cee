import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MrzRead } from '../../lib/mrz/td3';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { alreadyStagedMessage, alreadyUploadedMessage } from './fileChecks';
import { useFileIntake, type FileIntakeOptions } from './useFileIntake';

/** A file that starts like a JPEG (the checks read its first bytes). */
const jpeg = (name: string, content = 'jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), content], name, { type: 'image/jpeg' });

describe('useFileIntake with the photo check', () => {
  it('hands each accepted image on with its verdict, and a PDF without one', async () => {
    const onAccepted = vi.fn();
    const checkImage = vi.fn(async (file: File) => ({
      file: new File(['small'], file.name, { type: 'image/jpeg' }),
      photoProblems: (file.name === 'blurred.jpg' ? ['blurry'] : []) as PhotoProblem[],
    }));
    const { result } = renderHook(() =>
      useFileIntake({ currentCount: 0, maxFiles: 12, onAccepted, checkPhotos: true, checkImage }),
    );
    const pdf = new File(['%PDF-1.7'], 'ticket.pdf', { type: 'application/pdf' });
    await act(() => result.current.intake([jpeg('good.jpg'), jpeg('blurred.jpg'), pdf]));

    const [files, checks] = onAccepted.mock.calls[0] as [File[], Map<File, PhotoProblem[]>];
    expect(files.map((file) => file.name)).toEqual(['good.jpg', 'blurred.jpg', 'ticket.pdf']);
    expect(files.map((file) => checks.get(file))).toEqual([[], ['blurry'], undefined]);
  });

  it('hands on each passport zone once its file is staged, even one read before the others', async () => {
    const order: string[] = [];
    const onAccepted = vi.fn((files: File[]) => order.push(`staged ${files.length}`));
    const onZoneRead = vi.fn((file: File, zone: MrzRead | null) =>
      order.push(`${file.name}: ${zone?.surname ?? 'unread'}`),
    );
    const checkImage = vi.fn(
      async (file: File, _options?: unknown, onZone?: (zone: MrzRead | null) => void) => {
        // The first photo's zone is read while the second is still being compressed.
        setTimeout(() =>
          onZone?.(file.name === 'a.jpg' ? ({ surname: 'WALKER' } as MrzRead) : null),
        );
        await new Promise((resolve) => setTimeout(resolve, file.name === 'a.jpg' ? 1 : 20));
        return { file: new File(['small'], file.name, { type: 'image/jpeg' }), photoProblems: [] };
      },
    );
    const { result } = renderHook(() =>
      useFileIntake({
        currentCount: 0,
        maxFiles: 12,
        onAccepted,
        checkPhotos: true,
        checkImage,
        onZoneRead,
      }),
    );
    await act(() => result.current.intake([jpeg('a.jpg'), jpeg('b.jpg')]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));

    expect(order).toEqual(['staged 2', 'a.jpg: WALKER', 'b.jpg: unread']);
    const [files] = onAccepted.mock.calls[0] as [File[]];
    // The zone is handed on with the very file that was staged (the compressed copy).
    expect(onZoneRead.mock.calls.map(([file]) => file)).toEqual(files);
  });

  it('does not check when the page does not ask (flights)', async () => {
    const onAccepted = vi.fn();
    const checkImage = vi.fn();
    const compress = vi.fn(async (file: File) => file);
    const { result } = renderHook(() =>
      useFileIntake({ currentCount: 0, maxFiles: 12, onAccepted, compress, checkImage }),
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
      useFileIntake({ currentCount: 0, maxFiles: 12, onAccepted, checkPhotos: true, checkImage }),
    );
    await act(() => result.current.intake([jpeg('old-browser.jpg')]));
    expect((onAccepted.mock.calls[0]?.[1] as Map<File, unknown>).size).toBe(0);
    expect((onAccepted.mock.calls[0]?.[0] as File[]).map((file) => file.name)).toEqual([
      'old-browser.jpg',
    ]);
  });
});

describe('useFileIntake: the same file twice', () => {
  /** The page's staged list and uploaded names, as the queue and the list call keep them. */
  function page() {
    const state = {
      staged: [] as { file: File; status: string }[],
      uploadedNames: [] as string[],
    };
    const onAccepted = vi.fn((files: File[]) => {
      state.staged.push(...files.map((file) => ({ file, status: 'staged' })));
    });
    const compress = vi.fn(
      async (file: File) => new File(['small'], file.name, { type: file.type }),
    );
    const options = (): FileIntakeOptions => ({
      currentCount: state.staged.length,
      maxFiles: 12,
      staged: [...state.staged],
      uploadedNames: state.uploadedNames,
      onAccepted,
      compress,
    });
    const hook = renderHook((props: FileIntakeOptions) => useFileIntake(props), {
      initialProps: options(),
    });
    const intake = async (files: File[]) => {
      hook.rerender(options());
      await act(() => hook.result.current.intake(files));
    };
    return { state, onAccepted, intake, hook };
  }

  it('rejects a file already staged, keeps the staged one, and takes it again once removed', async () => {
    const { state, onAccepted, intake, hook } = page();
    await intake([jpeg('passport.jpg', 'same')]);
    expect(state.staged).toHaveLength(1);

    await intake([jpeg('passport.jpg', 'same'), jpeg('other.jpg', 'other')]);
    expect(hook.result.current.messages).toEqual([alreadyStagedMessage('passport.jpg')]);
    expect(state.staged.map((item) => item.file.name)).toEqual(['passport.jpg', 'other.jpg']);

    state.staged.splice(0, 1); // the guest removes it
    await intake([jpeg('passport.jpg', 'same')]);
    expect(hook.result.current.messages).toEqual([]);
    expect(onAccepted).toHaveBeenCalledTimes(3);
  });

  it('rejects a file already uploaded, in the list or after it left it', async () => {
    const { state, intake, hook } = page();
    await intake([jpeg('ticket.jpg', 'uploaded once')]);
    state.staged[0]!.status = 'uploaded';
    await intake([jpeg('ticket.jpg', 'uploaded once')]);
    expect(hook.result.current.messages).toEqual([alreadyUploadedMessage('ticket.jpg')]);

    state.staged.splice(0, 1); // the list is cleared once the documents are fetched again
    state.uploadedNames.push('ticket.jpg');
    await intake([jpeg('ticket.jpg', 'uploaded once')]);
    expect(hook.result.current.messages).toEqual([alreadyUploadedMessage('ticket.jpg')]);

    state.uploadedNames.splice(0, 1); // the guest deleted the uploaded document
    await intake([jpeg('ticket.jpg', 'uploaded once')]);
    expect(hook.result.current.messages).toEqual([]);
  });
});
