import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BY_TOUCH, WITH_MOUSE } from '../../components/pointerText';

/** An illustrative passport photo page (no real data), drawn so no external image is needed. */
function PassportIllustration() {
  const line = (x: number, y: number, width: number) => (
    <rect x={x} y={y} width={width} height="5" rx="2.5" fill="#cbd5e1" />
  );
  return (
    <svg viewBox="0 0 300 200" width="100%" role="img" aria-labelledby="passport-sample-title">
      <title id="passport-sample-title">
        Sample: the photo page of a passport, photographed flat, whole page visible
      </title>
      <rect
        x="2"
        y="2"
        width="296"
        height="196"
        rx="12"
        fill="#f8fafc"
        stroke="#1e3a8a"
        strokeWidth="3"
      />
      <rect x="2" y="2" width="296" height="30" rx="12" fill="#1e3a8a" />
      <rect x="2" y="20" width="296" height="12" fill="#1e3a8a" />
      <text x="16" y="23" fill="#ffffff" fontSize="13" fontWeight="700" fontFamily="sans-serif">
        PASSPORT
      </text>
      <circle cx="270" cy="17" r="8" fill="none" stroke="#fcd34d" strokeWidth="2" />
      {/* Holder photo */}
      <rect x="18" y="44" width="76" height="96" rx="4" fill="#e2e8f0" stroke="#94a3b8" />
      <circle cx="56" cy="80" r="17" fill="#94a3b8" />
      <path d="M28 136c4-22 16-30 28-30s24 8 28 30z" fill="#94a3b8" />
      {/* Personal data */}
      <text x="108" y="54" fill="#64748b" fontSize="8" fontFamily="sans-serif">
        Surname / Given names
      </text>
      {line(108, 59, 120)}
      {line(108, 70, 90)}
      <text x="108" y="92" fill="#64748b" fontSize="8" fontFamily="sans-serif">
        Date of birth
      </text>
      {line(108, 97, 70)}
      <text x="190" y="92" fill="#64748b" fontSize="8" fontFamily="sans-serif">
        Expiry
      </text>
      {line(190, 97, 60)}
      <text x="108" y="118" fill="#64748b" fontSize="8" fontFamily="sans-serif">
        Passport No.
      </text>
      {line(108, 123, 84)}
      {/* Machine-readable zone */}
      <rect x="12" y="152" width="276" height="38" rx="4" fill="#eef2f7" />
      <text x="20" y="167" fill="#475569" fontSize="10" fontFamily="monospace" letterSpacing="0.5">
        P&lt;JPNSAMPLE&lt;&lt;GUEST&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;
      </text>
      <text x="20" y="182" fill="#475569" fontSize="10" fontFamily="monospace" letterSpacing="0.5">
        0000000000JPN0000000F0000000&lt;&lt;&lt;&lt;
      </text>
    </svg>
  );
}

/** A drag-and-drop hint: a document moving into a tray. */
function DragDropIcon() {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" style={{ flex: 'none' }}>
      <rect
        x="14"
        y="4"
        width="18"
        height="23"
        rx="2"
        fill="#dbeafe"
        stroke="#1d4ed8"
        strokeWidth="2"
      />
      <path
        d="M23 29v8m-4-4 4 4 4-4"
        fill="none"
        stroke="#1d4ed8"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M6 32v8a3 3 0 0 0 3 3h30a3 3 0 0 0 3-3v-8"
        fill="none"
        stroke="#1d4ed8"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The sample passport photo card (passports only, while uncomplete). */
export function PassportSampleCard() {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, bgcolor: 'grey.50', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography component="h3" variant="h3">
        Sample passport photo
      </Typography>
      <Box sx={{ maxWidth: { xs: 240, md: 300 }, mx: 'auto', width: '100%' }}>
        <PassportIllustration />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <DragDropIcon />
        <Typography variant="body2" color="text.secondary">
          Photograph the whole photo page, flat and in good light, then{' '}
          <Box component="span" sx={WITH_MOUSE}>
            drag it into the box or choose it from your device.
          </Box>
          <Box component="span" sx={BY_TOUCH}>
            add it with Choose files.
          </Box>
        </Typography>
      </Box>
    </Paper>
  );
}
