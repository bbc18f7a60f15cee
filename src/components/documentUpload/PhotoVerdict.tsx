import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PhotoProblem } from '../../lib/photoCheck/assess';
import { NO_PROBLEM_SEEN, PHOTO_PROBLEM_TEXTS, UPLOAD_ANYWAY_HINT } from './photoVerdictTexts';

const line = { display: 'flex', gap: 0.5, alignItems: 'flex-start' } as const;

/** The photo check's verdict on a staged passport image: an icon and words, never colour alone. */
export function PhotoVerdict({ problems }: { problems: readonly PhotoProblem[] }) {
  if (problems.length === 0)
    return (
      <Typography variant="body2" sx={{ ...line, color: 'success.dark' }}>
        <CheckCircleIcon fontSize="inherit" aria-hidden sx={{ mt: '3px' }} />
        {NO_PROBLEM_SEEN}
      </Typography>
    );
  return (
    <Box sx={{ mt: 0.25 }}>
      <Box>
        {problems.map((problem) => {
          const { title, tip } = PHOTO_PROBLEM_TEXTS[problem];
          return (
            <Typography variant="body2" key={problem} sx={line}>
              <WarningAmberIcon
                fontSize="inherit"
                aria-hidden
                sx={{ mt: '3px', color: 'warning.dark', flex: 'none' }}
              />
              <span>
                <Box component="strong" sx={{ fontWeight: 600 }}>
                  {title}
                </Box>{' '}
                – {tip}
              </span>
            </Typography>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {UPLOAD_ANYWAY_HINT}
      </Typography>
    </Box>
  );
}
