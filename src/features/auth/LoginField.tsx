import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Ref } from 'react';

/**
 * An outlined text field without TextField's select machinery (Menu, Popover, Modal), which
 * would otherwise ship with the login route. Its label sits above the box, in the flow, not
 * floating on the border: at large text a wrapped label would overlap the border and the hint.
 */
export function LoginField(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  error?: string;
  /** A line under the field that helps fill it in; the error takes its place when there is one. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const { id, label, type = 'text', autoComplete, value, error, hint, inputRef, onChange } = props;
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl variant="outlined" required error={Boolean(error)} fullWidth>
      <InputLabel
        htmlFor={id}
        shrink
        sx={{ position: 'static', transform: 'none', mb: 0.75, fontWeight: 600 }}
      >
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        type={type}
        notched={false}
        autoComplete={autoComplete}
        value={value}
        inputRef={inputRef}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-describedby': helper ? helperId : undefined }}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
