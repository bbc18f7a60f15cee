import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from './whatsAppModel';
import { visuallyHidden } from '../../components/visuallyHidden';

function StoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNewIcon sx={{ fontSize: '1em', ml: 0.25, verticalAlign: '-0.1em' }} />
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

export function WhatsAppIntro({ editable }: { editable: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        Our guides use WhatsApp to reach you during the tour. Don&apos;t have WhatsApp yet? Download
        it from the <StoreLink href={APP_STORE_URL}>App Store</StoreLink> or{' '}
        <StoreLink href={GOOGLE_PLAY_URL}>Google Play</StoreLink>.
      </Typography>
      {editable ? (
        <Typography sx={{ fontWeight: 600 }}>
          Once your number is saved, press the Submit WhatsApp Registration button at the bottom of
          this page.
        </Typography>
      ) : null}
    </Box>
  );
}
