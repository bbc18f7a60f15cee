import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PaymentsBanner } from './PaymentsBanner';

const renderBanner = (teamBelow: boolean) =>
  render(
    <MemoryRouter>
      <PaymentsBanner kind="payments-due" teamBelow={teamBelow} />
    </MemoryRouter>,
  );

describe('PaymentsBanner while payments are due', () => {
  it('says what can be paid now and sends questions about timing to the team below', () => {
    renderBanner(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Each invoice with a Make a Payment button can be paid now. Not sure by when? Our travel team (below) can tell you.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('points to the travel agreement for the terms when no team contact is shown', () => {
    renderBanner(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'can be paid now. The payment terms are in your travel agreement.',
    );
    expect(screen.getByRole('link', { name: 'travel agreement' })).toHaveAttribute(
      'href',
      '/docusign',
    );
  });
});
