import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebcamCaptureDialog } from './WebcamCaptureDialog';
import { useWebcamAvailable } from './useWebcamAvailable';

function fakeCamera(devices: { kind: string }[] = [{ kind: 'videoinput' }]) {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const mediaDevices = {
    getUserMedia: vi.fn(async () => stream),
    enumerateDevices: vi.fn(async () => devices),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, mediaDevices });
  return { stop, mediaDevices };
}

function matchPointer(fine: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: fine, media: query }));
}

function Probe() {
  return <p>{useWebcamAvailable() ? 'webcam' : 'no webcam'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('webcam capture', () => {
  it('offers the webcam only on a fine-pointer device that has a video input', async () => {
    matchPointer(true);
    fakeCamera();
    const { unmount } = render(<Probe />);
    expect(await screen.findByText('webcam')).toBeInTheDocument();
    unmount();

    fakeCamera([{ kind: 'audioinput' }]);
    const second = render(<Probe />);
    await waitFor(() => expect(screen.getByText('no webcam')).toBeInTheDocument());
    second.unmount();

    matchPointer(false);
    fakeCamera();
    render(<Probe />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('no webcam')).toBeInTheDocument();
  });

  it('opens the camera in a dialog and stops the stream when closed', async () => {
    const { stop, mediaDevices } = fakeCamera();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<WebcamCaptureDialog open onCapture={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Take photo' })).toBeVisible();
    await waitFor(() => expect(mediaDevices.getUserMedia).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Capture' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<WebcamCaptureDialog open={false} onCapture={vi.fn()} onClose={onClose} />);
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });

  it('explains a rejected camera', async () => {
    const { mediaDevices } = fakeCamera();
    mediaDevices.getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    render(<WebcamCaptureDialog open onCapture={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Camera access was refused. Allow the camera and try again.',
    );
  });
});
