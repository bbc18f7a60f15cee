import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_STATUS_MESSAGES } from '../../../mock-server/messages';
import type { WhatsAppRecord } from '../../../mock-server/types';
import { renderWithStore } from '../../test/renderWithStore';
import { envelope, reservation } from '../../test/sandbox';
import AgreementPage from './AgreementPage';

/** The fresh guest with an envelope in this status (any case: backends differ). */
function setup(envelopeStatus: string, whatsApp: Partial<WhatsAppRecord> = {}) {
  const r = reservation();
  r.envelope = envelope();
  Object.assign(r.envelope, { envelopeStatus });
  Object.assign(r.whatsApp, whatsApp);
  renderWithStore(<AgreementPage />, { path: '/docusign' });
  return r;
}

describe('agreement page: how to reach the travel team', () => {
  it.each(['declined', 'voided', 'Declined'])(
    'shows the team contact for a %s envelope: number, hours and link',
    async (status) => {
      setup(status);
      const contact = await screen.findByRole('region', {
        name: 'Need to contact our travel team?',
      });
      expect(contact).toHaveTextContent('+81 3-6555-0142');
      expect(contact).toHaveTextContent('Mon–Fri 9:00–18:00 JST');
      expect(screen.getByRole('link', { name: 'Message Us on WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/81365550142',
      );
    },
  );

  it.each(['sent', 'delivered', 'completed'])(
    'shows no contact for a %s envelope',
    async (status) => {
      const { agreementTitle } = setup(status);
      await screen.findByRole('heading', { level: 1, name: agreementTitle });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Need to contact our travel team?')).toBeNull();
    },
  );

  it('shows no contact when the team has turned it off', async () => {
    setup('declined', { agent_enabled: false });
    await screen.findByText(ENVELOPE_STATUS_MESSAGES.declined?.header ?? '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Need to contact our travel team?')).toBeNull();
  });
});
