import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoVerdict } from './PhotoVerdict';

describe('PhotoVerdict', () => {
  it('says "Sharp and well lit" when nothing is wrong', () => {
    const { container } = render(<PhotoVerdict problems={[]} />);
    expect(container).toHaveTextContent(/^Sharp and well lit$/);
  });

  it('gives one line per problem, each opening with its words and a tip, and says upload is allowed', () => {
    const { container } = render(<PhotoVerdict problems={['blurry', 'glare']} />);
    expect(screen.getByText('Blurry photo').closest('p')).toHaveTextContent(
      'Blurry photo – wipe the lens, hold the phone steady and tap to focus.',
    );
    expect(screen.getByText('Glare on the page').closest('p')).toHaveTextContent(
      'Glare on the page – tilt the passport away from the light.',
    );
    expect(container).toHaveTextContent('You can still upload it, or remove it and retake.');
    expect(container).not.toHaveTextContent('Sharp and well lit');
    // Not colour alone: every line carries an icon.
    expect(container.querySelectorAll('svg')).toHaveLength(2);
  });
});
