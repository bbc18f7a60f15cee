import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/auth';
import { BrandMark } from '../../components/BrandMark';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { loadPortalApi } from '../../api/apiExtra';
import { signedOutHandled } from '../../api/session';
import { LoginField } from './LoginField';
import { validateLogin, type LoginFieldErrors } from './loginValidation';
import { returnPath } from './returnRoute';
import { DASHBOARD_PATH } from '../../config/homePath';

type FocusTarget = keyof LoginFieldErrors | 'failure';

export const RESERVATION_HINT = 'Your reservation number is in your booking confirmation e-mail.';
export const ENDED_ELSEWHERE =
  'You were signed out because you logged out in another tab. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has ended. Please sign in again.';
export const SIGNED_OUT = 'You have signed out.';

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const endedElsewhere = useAppSelector((state) => state.session.endedElsewhere);
  const expired = useAppSelector((state) => state.session.expired);
  const endedHere = useAppSelector((state) => state.session.endedHere);
  const signedOut = useAppSelector((state) => state.session.signedOut);
  // Why the guest is here again: their own logout (a guest on a shared device looks for it), one in
  // another tab, or the server's.
  const endedNote = endedElsewhere
    ? ENDED_ELSEWHERE
    : endedHere
      ? SIGNED_OUT
      : expired
        ? SESSION_EXPIRED
        : null;
  const [email, setEmail] = useState('');
  const [reservationId, setReservationId] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cameBackAfter401 = Boolean((location.state as { from?: string } | null)?.from);
  const emailInput = useRef<HTMLInputElement>(null);
  const reservationInput = useRef<HTMLInputElement>(null);
  const failureAlert = useRef<HTMLDivElement>(null);
  // Each failed attempt moves the focus to what needs fixing: the first field with an error,
  // else the server's message. A new object per attempt moves it again on a repeated failure.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const targets = { email: emailInput, reservationId: reservationInput, failure: failureAlert };
    targets[focusRequest.target].current?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (signedOut) dispatch(signedOutHandled());
  }, [signedOut, dispatch]);

  if (token && !busy && !cameBackAfter401) return <Navigate to={DASHBOARD_PATH} replace />;

  /** Editing a field clears the messages of the attempt the guest is now correcting. */
  const edit = (field: keyof LoginFieldErrors, set: (value: string) => void) => (value: string) => {
    set(value);
    setFailure(null);
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  };

  // The API client is not part of the login page's download: fetch it while the guest types.
  const prefetchApi = () => {
    dispatch(loadPortalApi()).catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin(email, reservationId);
    setFieldErrors(errors);
    if (errors.email || errors.reservationId) {
      setFocusRequest({ target: errors.email ? 'email' : 'reservationId' });
      return;
    }
    setBusy(true);
    setFailure(null);
    const result = await dispatch(
      login({ email: email.trim(), reservationId: reservationId.trim() }),
    );
    setBusy(false);
    if (login.fulfilled.match(result)) {
      navigate(returnPath(location.state, result.payload.userId), { replace: true });
    } else {
      setFailure(result.payload?.shown ?? 'Authorization Error.');
      setFocusRequest({ target: 'failure' });
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <BrandMark size={40} />
            <Typography component="span" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              Portal
            </Typography>
          </Box>
          <Typography component="h1" variant="h1" gutterBottom>
            Guest Login
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            Sign in with your reservation
          </Typography>
          {endedNote ? (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {endedNote}
            </Alert>
          ) : null}
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            onFocus={prefetchApi}
            sx={{ display: 'grid', gap: 2 }}
          >
            <LoginField
              id="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              inputRef={emailInput}
              onChange={edit('email', setEmail)}
              error={fieldErrors.email}
            />
            <LoginField
              id="reservationId"
              label="Reservation number"
              autoComplete="off"
              value={reservationId}
              inputRef={reservationInput}
              onChange={edit('reservationId', setReservationId)}
              error={fieldErrors.reservationId}
              hint={RESERVATION_HINT}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy}
                aria-busy={busy}
                startIcon={
                  busy ? (
                    <CircularProgress size={18} color="inherit" aria-label="Signing in" />
                  ) : null
                }
              >
                Login
              </Button>
              {failure ? (
                <Alert
                  ref={failureAlert}
                  severity="error"
                  role="alert"
                  tabIndex={-1}
                  sx={{ flex: '1 1 200px' }}
                >
                  {failure}
                </Alert>
              ) : null}
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
