import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type RefObject } from 'react';
import { FeedbackAlert } from './FeedbackAlert';
import type { Feedback } from './whatsAppModel';

const FIELD_ID = 'whatsapp-number';
const HINT_ID = `${FIELD_ID}-helper-text`;
const FEEDBACK_ID = `${FIELD_ID}-feedback`;

export interface WhatsAppNumberCardProps {
  value: string;
  editable: boolean;
  /** The travel team's contact is shown below: a submitted number is changed through them. */
  teamBelow: boolean;
  editing: boolean;
  saving: boolean;
  feedback: Feedback;
  feedbackId: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onFeedbackExpired: () => void;
}

export function WhatsAppNumberCard(props: WhatsAppNumberCardProps) {
  const { editable, editing, inputRef } = props;
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the edit opens or closes: only after the guest's own Edit, Save or
  // Cancel (a kept draft reopening on load leaves focus alone).
  const focusNext = useRef<'field' | 'edit' | null>(null);
  const invalid = props.feedback?.kind === 'error';

  useEffect(() => {
    if (editing && focusNext.current === 'field') inputRef.current?.focus();
    if (!editing && focusNext.current === 'edit') editButtonRef.current?.focus();
    focusNext.current = null;
  }, [editing, inputRef]);

  useEffect(() => {
    // A rejected save keeps the edit open: focus stays where the guest is.
    if (props.feedback?.kind === 'error') focusNext.current = null;
  }, [props.feedback, props.feedbackId]);

  return (
    <Card component="section" aria-labelledby="whatsapp-number-heading">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!editing) return;
          focusNext.current = 'edit';
          props.onSave();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h2" variant="h2" id="whatsapp-number-heading">
          Your WhatsApp Number
        </Typography>
        <TextField
          id={FIELD_ID}
          label="WhatsApp number"
          type="tel"
          placeholder="+11234567890"
          value={props.value}
          // While the task is open the field takes typing at once: the first keystroke opens the
          // edit (Save and Cancel appear), as the Edit button does.
          onChange={(event) => props.onChange(event.target.value)}
          helperText={
            editable
              ? 'Enter your full international number, starting with + and the country code, with no spaces or hyphens.'
              : // A submitted guest with a new SIM found no way to change it.
                `Submitted. To change it, please message our travel team${props.teamBelow ? ' (below)' : ''}.`
          }
          error={invalid}
          inputRef={inputRef}
          slotProps={{
            input: { readOnly: !editable },
            htmlInput: {
              autoComplete: 'tel',
              inputMode: 'tel',
              'aria-describedby': invalid ? `${FEEDBACK_ID} ${HINT_ID}` : HINT_ID,
            },
            inputLabel: { shrink: true },
          }}
          sx={{ maxWidth: 420, '& .MuiInputBase-readOnly': { bgcolor: 'action.hover' } }}
        />
        {props.feedback ? (
          <FeedbackAlert
            id={FEEDBACK_ID}
            key={props.feedbackId}
            feedback={props.feedback}
            onExpired={props.onFeedbackExpired}
          />
        ) : null}
        {editable ? (
          <Stack direction="row" spacing={1.5}>
            {editing ? (
              <>
                {/* Keys stop React reusing the Edit button as Save: the click that opened the
                    edit would otherwise submit the form (the button is type=submit by then). */}
                <Button key="save" type="submit" variant="contained" disabled={props.saving}>
                  {props.saving ? 'Saving...' : 'Save'}
                </Button>
                <Button
                  key="cancel"
                  variant="outlined"
                  color="secondary"
                  onClick={() => {
                    focusNext.current = 'edit';
                    props.onCancel();
                  }}
                  disabled={props.saving}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button
                key="edit"
                ref={editButtonRef}
                variant="outlined"
                startIcon={<EditIcon />}
                onClick={() => {
                  focusNext.current = 'field';
                  props.onEdit();
                }}
              >
                Edit
              </Button>
            )}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
