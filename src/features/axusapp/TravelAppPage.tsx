import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { LoadingState } from '../../components/LoadingState';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { travelAppOf, useGetTravelAppQuery, useSubmitTravelAppMutation } from '../../api/portalApi';
import { ConfirmSubmissionDialog } from '../../components/task/ConfirmSubmissionDialog';
import { isEditable } from '../../components/task/statusModel';
import { TRAVEL_APP_NAME } from '../../components/task/taskCatalog';
import { TaskPageHeader } from '../../components/task/TaskPageHeader';
import { TaskStatusBanner } from '../../components/task/TaskStatusBanner';
import { useTaskSubmit } from '../../components/task/useTaskSubmit';
import { TravelAppCredentials } from './TravelAppCredentials';

export const TRAVEL_APP_TITLE = `${TRAVEL_APP_NAME} Travel App`;
// Store searches rather than listing ids: they keep working if the app is republished.
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=AXUS%20Travel%20App';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=AXUS%20Travel%20App&c=apps';
export const SUBMIT_FAILED_MESSAGE = 'We could not let our team know right now. Please try again.';

export default function TravelAppPage() {
  const { data: answer, isLoading, error, refetch } = useGetTravelAppQuery();
  const data = travelAppOf(answer);
  const editable = isEditable(data?.status);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [submitTravelApp] = useSubmitTravelAppMutation();
  const taskSubmit = useTaskSubmit({
    key: 'axusapp',
    nextStatus: 'processing',
    submit: () =>
      submitTravelApp({ travelAppSubmitRequest: { axus_app_status: 'processing' } }).unwrap(),
    failureMessage: SUBMIT_FAILED_MESSAGE,
  });

  if (isLoading) {
    return <LoadingState label={`Loading ${TRAVEL_APP_NAME} information...`} spacious />;
  }
  if (error || !data) {
    return (
      <Stack spacing={2}>
        <TaskPageHeader title={TRAVEL_APP_TITLE} />
        <Alert
          severity="error"
          role="alert"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        >
          <strong>Unable to load.</strong>{' '}
          {errorMessage(error, `Failed to load ${TRAVEL_APP_NAME} information.`)}
        </Alert>
      </Stack>
    );
  }

  const confirm = async () => {
    if (await taskSubmit.submit()) {
      setConfirmOpen(false);
      setSubmitted(true);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <TaskPageHeader title={TRAVEL_APP_TITLE} />
      <TaskStatusBanner status={data.status} statusMessages={data.statusMessages} />
      {submitted ? (
        <Alert severity="success" role="status">
          Thank you! We have let our team know that the app is installed.
        </Alert>
      ) : null}

      {data.guidance_header || data.guidance_body ? (
        <Card
          component="section"
          aria-labelledby={data.guidance_header ? 'guidance-heading' : undefined}
        >
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            {data.guidance_header ? (
              <Typography component="h2" variant="h2" id="guidance-heading">
                {data.guidance_header}
              </Typography>
            ) : null}
            {data.guidance_body ? (
              // Text only, line breaks kept: server text is never rendered as HTML.
              <Typography sx={{ whiteSpace: 'pre-line' }}>{data.guidance_body}</Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <Box
        component="section"
        aria-labelledby="download-heading"
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography component="h2" variant="h2" id="download-heading">
          Download the {TRAVEL_APP_NAME} app
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<AppleIcon />}
            href={APP_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            Download on the App Store
          </Button>
          <Button
            variant="outlined"
            startIcon={<ShopIcon />}
            href={GOOGLE_PLAY_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            Get it on Google Play
          </Button>
        </Stack>
      </Box>

      <TravelAppCredentials userId={data.axus_app_user_id} passcode={data.axus_app_passcode} />

      {editable ? (
        <Box>
          <Button variant="contained" size="large" onClick={() => setConfirmOpen(true)}>
            I have installed the app
          </Button>
        </Box>
      ) : null}

      <ConfirmSubmissionDialog
        open={confirmOpen}
        question={`Do you want to let our team know that you have installed the ${TRAVEL_APP_NAME} app and reviewed your itinerary?`}
        notes={['Your status will move to processing while our team checks.']}
        busy={taskSubmit.busy}
        error={taskSubmit.error}
        onCancel={() => {
          taskSubmit.resetError();
          setConfirmOpen(false);
        }}
        onConfirm={() => void confirm()}
      />
    </Box>
  );
}
