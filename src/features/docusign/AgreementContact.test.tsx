import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Agreement } from '../../api/generated';
import { taskResponses } from '../../test/fixtures';
import { fakeApi, renderWithStore } from '../../test/renderWithStore';
import AgreementPage from './AgreementPage';

const agreement = (envelopeStatus: string): Agreement => ({
  title: 'Travel Agreement',
  status: 'uncomplete',
  statusMessages: {},
  recipientEmail: 'guest@example.com',
  envelopeId: 'env-1',
  envelopeStatus,
  envelopeStatusMessages: {
    declined: { header: 'Signing declined', body: 'Please contact our travel team.' },
  },
  signingUrl: 'http://sign.test/s?envelope=env-1',
});

const whatsApp = (over: Record<string, unknown> = {}) => ({
  body: {
    ...taskResponses()['GET /portal/whats_app'].body,
    agent_app_number: '+81 3-6555-0142',
    agent_hours: 'Mon-Fri 9:00-18:00 JST',
    agent_link: 'https://wa.me/81365550142',
    ...over,
  },
});

function setup(envelopeStatus: string, whatsAppResponse = whatsApp()) {
  fakeApi({
    'GET /portal/docusign': { body: agreement(envelopeStatus) },
    'GET /portal/whats_app': whatsAppResponse,
  });
  renderWithStore(<AgreementPage />, { path: '/docusign' });
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
      expect(contact).toHaveTextContent('Mon-Fri 9:00-18:00 JST');
      expect(screen.getByRole('link', { name: 'Message Us on WhatsApp' })).toHaveAttribute(
        'href',
        'https://wa.me/81365550142',
      );
    },
  );

  it.each(['sent', 'delivered', 'completed'])(
    'shows no contact for a %s envelope',
    async (status) => {
      setup(status);
      await screen.findByRole('heading', { level: 1, name: 'Travel Agreement' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Need to contact our travel team?')).toBeNull();
    },
  );

  it('shows no contact when the team has turned it off', async () => {
    setup('declined', whatsApp({ agent_enabled: false }));
    await screen.findByText('Signing declined');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Need to contact our travel team?')).toBeNull();
  });
});
