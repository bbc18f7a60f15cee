import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useId, type RefCallback } from 'react';
import { SUBMIT_TOOLTIP } from './whatsAppModel';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * The main submit button. A disabled button gets no pointer or focus events, so the tooltip
 * explaining why sits on a focusable wrapper (keyboard users reach it too).
 */
export function WhatsAppSubmitButton({
  enabled,
  anchorRef,
  onClick,
}: {
  enabled: boolean;
  anchorRef: RefCallback<HTMLSpanElement>;
  onClick: () => void;
}) {
  const hintId = useId();
  return (
    <Tooltip title={enabled ? '' : SUBMIT_TOOLTIP} describeChild>
      <span
        ref={anchorRef}
        tabIndex={enabled ? undefined : 0}
        aria-describedby={enabled ? undefined : hintId}
        style={{ display: 'inline-block' }}
      >
        <Button variant="contained" size="large" disabled={!enabled} onClick={onClick}>
          Submit WhatsApp Registration
        </Button>
        {enabled ? null : (
          <Box component="span" id={hintId} sx={visuallyHidden}>
            {SUBMIT_TOOLTIP}
          </Box>
        )}
      </span>
    </Tooltip>
  );
}
