export interface LoginFieldErrors {
  email?: string;
  reservationId?: string;
}

const EMAIL_FORM = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Both fields are required and the e-mail must have a valid form. */
export function validateLogin(email: string, reservationId: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL_FORM.test(email.trim())) errors.email = 'Please enter a valid e-mail address.';
  if (!reservationId.trim()) errors.reservationId = 'Please enter your reservation number.';
  return errors;
}
