import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TravelAppRecord } from '../../api/responses';
import { useGetTravelAppQuery } from '../../api/portalApi';
import { taskPage } from '../../components/PageLoad';
import { ConfirmSubmissionDialog } from '../../components/task/ConfirmSubmissionDialog';
import { isEditable } from '../../domain/taskStatus';
import { TRAVEL_APP_NAME } from '../../domain/tasks';
import { TaskPageTop } from '../../components/task/TaskPageTop';
import { useTaskStatus } from '../../components/task/taskStatus';
import { useTaskSubmit } from '../../components/task/useTaskSubmit';
import { TravelAppCredentials } from './TravelAppCredentials';

// Store searches rather than listing ids: they keep working if the app is republished.
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=AXUS%20Travel%20App';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=AXUS%20Travel%20App&c=apps';

const STORES = [
  { label: 'Download on the App Store', url: APP_STORE_URL, Icon: AppleIcon },
  { label: 'Get it on Google Play', url: GOOGLE_PLAY_URL, Icon: ShopIcon },
];

function TravelApp({ data }: { data: TravelAppRecord }) {
  const status = useTaskStatus('axusapp');
  const editable = isEditable(status.status);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const taskSubmit = useTaskSubmit('axusapp');

  const confirm = () =>
    taskSubmit.submit(() => {
      setConfirmOpen(false);
      setSubmitted(true);
    });

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <TaskPageTop task="axusapp" submitted={submitted} />

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
          {STORES.map(({ label, url, Icon }) => (
            <Button
              key={url}
              variant="outlined"
              startIcon={<Icon />}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {label}
            </Button>
          ))}
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

export default taskPage('axusapp', useGetTravelAppQuery, TravelApp);
