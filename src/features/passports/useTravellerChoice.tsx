import { useMemo } from 'react';
import { useGetProfileQuery, useListCustomerDocumentsQuery } from '../../api/portalApi';
import type { TravellerChoice } from '../../components/documentUpload/types';
import {
  missingConfirmWarning,
  missingSummary,
  travellerLabel,
} from '../../components/travellers/travellerPassports';
import { useKeptExpiries } from '../../components/travellers/keptExpiries';
import { useTaskStatus } from '../../components/task/taskStatus';
import { useTravellerPassports } from '../../components/travellers/useTravellerPassports';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { expiryVerdict } from '../../lib/mrz/expiry';
import { matchPassenger } from '../../lib/mrz/matchPassenger';
import { isUnderReview } from '../../domain/taskStatus';
import { parseCalendarDate } from '../../lib/profileFormat';
import { travellerFileName } from '../../lib/travellerFiles';
import { MissingAfterSubmit } from './MissingAfterSubmit';
import { TravellerList } from './TravellerList';

/** The traveller list and each staged file's traveller, or nothing while the lists load. */
export function useTravellerChoice(): TravellerChoice | undefined {
  const passports = useTravellerPassports();
  const { fileBaseUrl } = useRuntimeConfig();
  const profile = useGetProfileQuery().data;
  const { kept, noteUploaded } = useKeptExpiries(useListCustomerDocumentsQuery().data?.documents);
  const submitted = isUnderReview(useTaskStatus('passports').status);
  return useMemo(() => {
    if (!passports || passports.rows.length === 0) return undefined;
    const travellers = passports.rows.map((row) => row.traveller);
    const uploadedNames = [
      ...passports.rows.flatMap((row) => row.documents.map((document) => document.name)),
      ...passports.unmatched.map((document) => document.name),
    ];
    const missing = passports.rows.filter((row) => row.documents.length === 0);
    return {
      // Those still missing come first, and who already has one is said: in a group of 24, a
      // second passport for the same traveller otherwise goes unnoticed and takes a place another
      // traveller needs, and each pick meant scrolling past the travellers already done.
      options: [...missing, ...passports.rows.filter((row) => row.documents.length > 0)].map(
        ({ traveller, documents }) => ({
          id: traveller.id,
          label: `${travellerLabel(traveller)}${documents.length > 0 ? ' (passport uploaded)' : ''}`,
        }),
      ),
      // A booking of one has nobody else to choose; with more, a guess by list order would
      // file a partner's passport under the guest.
      defaultTraveller: travellers.length === 1 ? travellers[0]?.id : undefined,
      sendAs: (item, sent) => {
        const traveller = travellers.find((candidate) => candidate.id === item.travellerId);
        if (!traveller) return item.file;
        const name = travellerFileName(traveller, travellers, item.file.name, [
          ...uploadedNames,
          ...sent,
        ]);
        return new File([item.file], name, {
          type: item.file.type,
          lastModified: item.file.lastModified,
        });
      },
      list: (
        <>
          {submitted && missing.length > 0 ? <MissingAfterSubmit missing={missing.length} /> : null}
          <TravellerList passports={passports} fileBaseUrl={fileBaseUrl} kept={kept} />
        </>
      ),
      confirmWarning: missing.length > 0 ? missingConfirmWarning(missing.length) : null,
      summary: missingSummary(missing.length, travellers.length),
      readZone: (zone) => {
        const holder = matchPassenger(zone, travellers);
        const expiry = expiryVerdict(
          zone.expiryDate,
          parseCalendarDate(profile?.departure_date),
          profile?.length,
        );
        return {
          travellerId: holder?.id ?? null,
          note: { holder: holder ? travellerLabel(holder) : null, expiry },
        };
      },
      // Only an expiry that ends before the tour is kept: a valid passport adds nothing to its row.
      uploaded: (item, sentName) => {
        const expiry = item.passportZone?.expiry;
        noteUploaded(
          sentName,
          expiry && !expiry.validThroughTour
            ? { travellerId: item.travellerId ?? null, message: expiry.message }
            : null,
        );
      },
    };
  }, [passports, fileBaseUrl, profile, kept, noteUploaded, submitted]);
}
