import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { memo } from 'react';
import type { WhatsAppRecord } from '../api/responses';
import { useAfterFirstPaint } from './useAfterFirstPaint';

export const QR_CODE_SIZE = 192;

/** The contact fields the WhatsApp response carries. */
export type TravelTeamContactInfo = Pick<
  WhatsAppRecord,
  'agent_app_number' | 'agent_hours' | 'agent_link' | 'agent_enabled'
>;

/** The server turns the contact off with `agent_enabled: false`; absent means on. */
export const travelTeamShown = (info: Pick<TravelTeamContactInfo, 'agent_enabled'>) =>
  info.agent_enabled !== false;

/**
 * The travel team's own WhatsApp contact: number, hours and, when there is a link, a QR code and a
 * button. Shown on the WhatsApp page and wherever a guest needs the team's help, unless the
 * server turns it off (`travelTeamShown`). Memoised: on Payments it sits beside the invoices,
 * and a tap on an invoice re-rendered its QR code and a score of components with the page.
 */
export const TravelTeamContact = memo(function TravelTeamContact({
  info,
}: {
  info: TravelTeamContactInfo;
}) {
  // Encoding the QR code took about 30 ms of a phone's main thread (bench CPU) in the task that
  // opens the page; it is drawn a frame later, in the space kept for it.
  const qrDrawn = useAfterFirstPaint();
  if (!travelTeamShown(info)) return null;
  return (
    <Card component="section" aria-labelledby="whatsapp-contact-heading">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h2" id="whatsapp-contact-heading">
          Need to contact our travel team?
        </Typography>
        <Alert severity="warning" role="note">
          Please use our WhatsApp number only to contact us about your trip.
        </Alert>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' } }}
        >
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            <Box>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                Our WhatsApp number
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {info.agent_app_number || '-'}
              </Typography>
            </Box>
            <Box>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                Hours
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                {info.agent_hours || '-'}
              </Typography>
            </Box>
          </Box>
          {info.agent_link ? (
            <Stack spacing={1.5} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
              <Box sx={{ p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', lineHeight: 0 }}>
                {qrDrawn ? (
                  <QRCodeSVG
                    value={info.agent_link}
                    size={QR_CODE_SIZE}
                    title="QR code: scan to message our travel team on WhatsApp"
                    role="img"
                    aria-label="QR code: scan to message our travel team on WhatsApp"
                  />
                ) : (
                  <Box sx={{ width: QR_CODE_SIZE, height: QR_CODE_SIZE }} />
                )}
              </Box>
              <Button
                variant="contained"
                color="success"
                startIcon={<WhatsAppIcon />}
                href={info.agent_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                Message Us on WhatsApp
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
});
