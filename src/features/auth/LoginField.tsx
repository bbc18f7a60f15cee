import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * An outlined text field without TextField's select machinery (Menu, Popover, Modal), which
 * would otherwise ship with the login route.
 */
export function LoginField(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { id, label, type = 'text', autoComplete, value, error, onChange } = props;
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" required error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        type={type}
        label={label}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ 'aria-describedby': error ? helperId : undefined }}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
