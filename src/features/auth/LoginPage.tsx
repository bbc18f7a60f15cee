import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { login } from '../../api/auth';
import { BrandMark } from '../../components/BrandMark';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { loadPortalApi } from '../../api/requestContext';
import { LoginField } from './LoginField';
import { validateLogin, type LoginFieldErrors } from './loginValidation';

/** Where to go after signing in: back to the page a 401 or the guard interrupted, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/login')
    ? from
    : '/dashboard';
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const [email, setEmail] = useState('');
  const [reservationId, setReservationId] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cameBackAfter401 = Boolean((location.state as { from?: string } | null)?.from);

  if (token && !busy && !cameBackAfter401) return <Navigate to="/dashboard" replace />;

  // The API client is not part of the login page's download: fetch it while the guest types.
  const prefetchApi = () => {
    dispatch(loadPortalApi()).catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateLogin(email, reservationId);
    setFieldErrors(errors);
    if (errors.email || errors.reservationId) return;
    setBusy(true);
    setFailure(null);
    const result = await dispatch(
      login({ email: email.trim(), reservationId: reservationId.trim() }),
    );
    setBusy(false);
    if (login.fulfilled.match(result)) {
      navigate(returnPath(location.state), { replace: true });
    } else {
      setFailure(result.payload?.shown ?? 'Authorization Error.');
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
              onChange={setEmail}
              error={fieldErrors.email}
            />
            <LoginField
              id="reservationId"
              label="Reservation number"
              autoComplete="off"
              value={reservationId}
              onChange={setReservationId}
              error={fieldErrors.reservationId}
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
                <Alert severity="error" role="alert" sx={{ flex: '1 1 200px' }}>
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
