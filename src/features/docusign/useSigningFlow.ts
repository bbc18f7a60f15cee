import { useCallback, useEffect, useRef, useState } from 'react';
import { isTimedOut, messageIn, rejectionOf, TIMED_OUT_MESSAGE } from '../../api/errors';
import type { Envelope } from '../../api/generated';
import {
  portalApi,
  type WithStatus,
  useCreateEnvelopeMutation,
  useLazyStartSigningQuery,
} from '../../api/portalApi';
import { useAppDispatch } from '../../api/hooks';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { isSigningAddress } from '../../config/runtimeConfig';
import { parseSigningMessage, type SigningEvent } from '../../lib/providerMessages';

/** The frame's address is cleared this long after the panel closes (its closing animation). */
export const FRAME_CLEAR_DELAY_MS = 300;

export const SIGNING_ERRORS = {
  create: 'Failed to create envelope.',
  noEnvelopeId: 'Envelope creation succeeded but no envelopeId was returned.',
  start: 'Failed to start signing.',
  noUrl: 'No signing URL received.',
  foreignOrigin:
    "The signing page was not opened: its address is not our e-signature provider's. Please try again later, or contact us if this keeps happening.",
} as const;

type Busy = 'creating' | 'starting' | null;

/**
 * Creating an envelope, opening the signing frame and reacting to the provider's return event
 * (posted by public/docusign-return.html).
 */
export function useSigningFlow(options: {
  envelopeId: string | null;
  onSigningComplete: (envelopeId: string) => Promise<void>;
}) {
  const { envelopeId, onSigningComplete } = options;
  const dispatch = useAppDispatch();
  const { signingOrigin } = useRuntimeConfig();
  const [createEnvelope] = useCreateEnvelopeMutation();
  const [triggerStart] = useLazyStartSigningQuery();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const signingIdRef = useRef<string | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const completeRef = useRef(onSigningComplete);
  useEffect(() => {
    completeRef.current = onSigningComplete;
  }, [onSigningComplete]);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const openSigning = useCallback(
    async (id: string) => {
      setBusy('starting');
      // A fresh address each time: embedded signing addresses are short-lived and single use.
      const request = triggerStart({ id });
      try {
        const response = await request.unwrap();
        const url = response && typeof response.url === 'string' ? response.url : '';
        if (!url) {
          setError(messageIn(response) ?? SIGNING_ERRORS.noUrl);
          return;
        }
        // The CSP frames only the configured provider: another origin would show an empty panel.
        if (!isSigningAddress(url, signingOrigin)) {
          setError(SIGNING_ERRORS.foreignOrigin);
          return;
        }
        clearTimeout(clearTimer.current);
        signingIdRef.current = id;
        setFrameUrl(url);
        setPanelOpen(true);
      } catch (failure) {
        setError(isTimedOut(failure) ? TIMED_OUT_MESSAGE : SIGNING_ERRORS.start);
      } finally {
        request.unsubscribe();
      }
    },
    [triggerStart, signingOrigin],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }, []);

  const startProcess = useCallback(
    () =>
      run(async () => {
        setBusy('creating');
        let id: string;
        try {
          const response: WithStatus<Envelope> = await createEnvelope().unwrap();
          const rejected = rejectionOf(response);
          if (rejected) {
            setError(rejected);
            return;
          }
          if (!response.envelopeId) {
            setError(SIGNING_ERRORS.noEnvelopeId);
            return;
          }
          id = response.envelopeId;
        } catch (failure) {
          setError(isTimedOut(failure) ? TIMED_OUT_MESSAGE : SIGNING_ERRORS.create);
          return;
        }
        await openSigning(id);
      }),
    [run, createEnvelope, openSigning],
  );

  const startSigning = useCallback(
    () =>
      run(async () => {
        if (envelopeId) await openSigning(envelopeId);
      }),
    [run, envelopeId, openSigning],
  );

  const endSession = useCallback(
    (reload: boolean) => {
      setPanelOpen(false);
      signingIdRef.current = null;
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => setFrameUrl(null), FRAME_CLEAR_DELAY_MS);
      if (reload) dispatch(portalApi.util.invalidateTags(['docusign']));
    },
    [dispatch],
  );

  const closePanel = useCallback(() => endSession(true), [endSession]);

  const handleEvent = useCallback(
    (event: SigningEvent) => {
      const id = signingIdRef.current;
      if (!id || (event.envelopeId && event.envelopeId !== id)) return;
      endSession(!event.completed);
      // After signing, the completion flow reloads once its requests are done: an invalidation
      // now would be held back by RTK Query until the signed-PDF request settles, and would then
      // fetch that document a second time.
      if (event.completed) void completeRef.current(id);
    },
    [endSession],
  );

  const active = frameUrl !== null;
  useEffect(() => {
    if (!active) return;
    const listener = (message: MessageEvent) => {
      const event = parseSigningMessage(message, window.location.origin);
      if (event) handleEvent(event);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [active, handleEvent]);

  return { busy, error, panelOpen, frameUrl, startProcess, startSigning, closePanel };
}
