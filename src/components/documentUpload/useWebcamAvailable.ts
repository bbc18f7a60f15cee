import { useEffect, useState } from 'react';

/**
 * True on a desktop-like device (fine pointer) that has a camera. Phones get the camera from
 * the file picker itself (`accept` lists images), so they do not need the webcam dialog.
 */
export function useWebcamAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!devices?.enumerateDevices || !devices.getUserMedia) return;
    if (typeof window.matchMedia === 'function' && !window.matchMedia('(pointer: fine)').matches)
      return;
    let active = true;
    const check = () =>
      devices
        .enumerateDevices()
        .then((list) => {
          if (active) setAvailable(list.some((device) => device.kind === 'videoinput'));
        })
        .catch(() => undefined);
    void check();
    // A webcam plugged in (or out) while the page is open.
    devices.addEventListener?.('devicechange', check);
    return () => {
      active = false;
      devices.removeEventListener?.('devicechange', check);
    };
  }, []);
  return available;
}
