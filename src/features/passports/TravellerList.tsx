import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PortalDocument } from '../../api/responses';
import { DocumentThumbnail } from '../../components/documentUpload/DocumentThumbnail';
import { ExpiryLine } from '../../components/documentUpload/PassportZoneNote';
import { LIST_ITEM_CONTAINMENT, stackedListItems } from '../../components/listItemContainment';
import { keptFor, type KeptExpiry } from '../../components/travellers/keptExpiries';
import { useRenderInChunks } from '../../components/useRenderInChunks';
import {
  missingSummary,
  travellerLabel,
  type TravellerPassports,
} from '../../components/travellers/travellerPassports';

function DocumentName({
  document,
  fileBaseUrl,
  children,
}: {
  document: PortalDocument;
  fileBaseUrl: string;
  children?: React.ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', columnGap: 1 }}
    >
      <DocumentThumbnail
        url={fileBaseUrl + document.path}
        type={document.mimeType}
        width={30}
        height={39}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {document.name}
      </Typography>
      {children}
    </Stack>
  );
}

const plainList = { listStyle: 'none', p: 0, m: 0 } as const;

/** A kept expiry verdict, on a line of its own under the row's name and files. */
const KeptWarning = ({ entry }: { entry: KeptExpiry | undefined }) =>
  entry ? (
    <Box sx={{ flexBasis: '100%' }}>
      <ExpiryLine expiry={{ validThroughTour: false, message: entry.message }} />
    </Box>
  ) : null;

/** A phone's screenful of rows and more; the rest follow a chunk per task. */
const TRAVELLERS_FIRST_DRAWN = 24;
const TRAVELLERS_PER_TASK = 24;

/**
 * The travellers' rows: one line where the name and its status fit (24 travellers stay a short
 * list on a phone), two columns from md. Plain elements styled once here, each row contained and
 * the list in block flow on a phone: as a grid of MUI components, 240 travellers took one task
 * to draw and another to lay out, each over 100 ms on a phone-speed CPU.
 */
const TRAVELLER_ROWS: SxProps<Theme> = (theme) => ({
  ...plainList,
  [theme.breakpoints.down('md')]: stackedListItems(1),
  [theme.breakpoints.up('md')]: { display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' },
  '& .traveller-row': {
    ...LIST_ITEM_CONTAINMENT,
    display: 'flex',
    px: 1,
    py: 0.75,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    minWidth: 0,
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: 2,
    rowGap: 0.5,
    justifyContent: 'space-between',
  },
  '& .traveller-name': {
    ...theme.typography.body1,
    m: 0,
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  '& .traveller-missing': {
    ...theme.typography.body2,
    m: 0,
    color: 'warning.dark',
    fontWeight: 600,
  },
});

/** One row per traveller of the booking: their passport file(s), or "missing". */
export function TravellerList({
  passports,
  fileBaseUrl,
  kept,
}: {
  passports: TravellerPassports;
  fileBaseUrl: string;
  /** Expiry verdicts this device read before uploading: shown on the traveller they were for. */
  kept: readonly KeptExpiry[];
}) {
  const { rows, unmatched, missingCount } = passports;
  const drawn = useRenderInChunks(rows.length, TRAVELLERS_FIRST_DRAWN, TRAVELLERS_PER_TASK);
  return (
    <Paper component="section" aria-labelledby="travellers-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" variant="h2" id="travellers-heading" sx={{ mb: 1 }}>
        Travellers
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {missingSummary(missingCount, rows.length)}
      </Typography>
      <Box component="ul" aria-label="Passports by traveller" sx={TRAVELLER_ROWS}>
        {rows.slice(0, drawn).map(({ traveller, documents }) => (
          <li key={traveller.id} className="traveller-row">
            <p className="traveller-name">{travellerLabel(traveller)}</p>
            {documents.length > 0 ? (
              <Stack
                component="ul"
                spacing={0.5}
                aria-label={`Passport of ${travellerLabel(traveller)}`}
                sx={plainList}
              >
                {documents.map((document) => (
                  <DocumentName key={document.path} document={document} fileBaseUrl={fileBaseUrl} />
                ))}
              </Stack>
            ) : (
              <p className="traveller-missing">Passport missing</p>
            )}
            {documents.map((document) => {
              const entry = keptFor(kept, document);
              return entry?.travellerId === traveller.id ? (
                <KeptWarning key={document.path} entry={entry} />
              ) : null;
            })}
          </li>
        ))}
      </Box>
      {unmatched.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="h3" id="unmatched-heading" sx={{ mb: 1 }}>
            Not named for a traveller
          </Typography>
          <Stack component="ul" spacing={0.5} aria-labelledby="unmatched-heading" sx={plainList}>
            {unmatched.map((document) => (
              <DocumentName key={document.path} document={document} fileBaseUrl={fileBaseUrl}>
                <KeptWarning entry={keptFor(kept, document)} />
              </DocumentName>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
