import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PdfFrame } from './PdfFrame';

describe('PdfFrame', () => {
  it('keeps the frame’s space in the first frame and adds the frame once painted', async () => {
    const { container } = render(
      <PdfFrame src="blob:invoice-7" title="Invoice #7 PDF" height="75vh" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.firstElementChild).toHaveStyle({ height: '75vh', width: '100%' });
    const frame = await screen.findByTitle('Invoice #7 PDF');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:invoice-7');
    expect(frame).toHaveStyle({ height: '75vh', width: '100%' });
  });
});
