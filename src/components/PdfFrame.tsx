import Box from '@mui/material/Box';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * A PDF in a frame inside a dialog, added once the dialog has been painted (its space is kept
 * until then): creating the frame is a long piece of main-thread work of its own, and in the same
 * task as the dialog's opening it held back the answer to the guest's tap.
 */
export function PdfFrame({ src, title, height }: { src: string; title: string; height: string }) {
  const dialogPainted = useAfterFirstPaint();
  const sx = { display: 'block', width: '100%', height, border: 0 };
  return dialogPainted ? (
    <Box component="iframe" src={src} title={title} sx={sx} />
  ) : (
    <Box sx={sx} />
  );
}
