import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { FeedbackAlert } from './FeedbackAlert';
import type { Feedback } from './whatsAppModel';

export interface WhatsAppNumberCardProps {
  value: string;
  editable: boolean;
  editing: boolean;
  saving: boolean;
  feedback: Feedback;
  feedbackId: number;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onFeedbackExpired: () => void;
}

export function WhatsAppNumberCard(props: WhatsAppNumberCardProps) {
  const { editable, editing } = props;
  return (
    <Card component="section" aria-labelledby="whatsapp-number-heading">
      <CardContent
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editing) props.onSave();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h2" variant="h2" id="whatsapp-number-heading">
          Your WhatsApp Number
        </Typography>
        <TextField
          id="whatsapp-number"
          label="WhatsApp number"
          type="tel"
          placeholder="+11234567890"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          helperText="Enter your full international number, starting with + and the country code, with no spaces or hyphens."
          inputRef={props.inputRef}
          slotProps={{
            input: { readOnly: !editing },
            htmlInput: { autoComplete: 'tel', inputMode: 'tel' },
            inputLabel: { shrink: true },
          }}
          sx={{ maxWidth: 420, '& .MuiInputBase-readOnly': { bgcolor: 'action.hover' } }}
        />
        {props.feedback ? (
          <FeedbackAlert
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
                  onClick={props.onCancel}
                  disabled={props.saving}
                >
                  Cancel
                </Button>
              </>
            ) : (
              <Button key="edit" variant="outlined" startIcon={<EditIcon />} onClick={props.onEdit}>
                Edit
              </Button>
            )}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
