import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens in a new tab without opener or referrer, and names that in its accessible name', () => {
    render(<ExternalLink href="https://forms.example/q">Feedback survey</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Feedback survey (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://forms.example/q');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the icon beside a long address that breaks anywhere', () => {
    render(
      <ExternalLink href="https://forms.example/a-very-long-address" sx={{ wordBreak: 'break-all' }}>
        https://forms.example/a-very-long-address
      </ExternalLink>,
    );
    const link = screen.getByRole('link');
    expect(getComputedStyle(link).wordBreak).toBe('break-all');
    expect(getComputedStyle(link).display).toBe('inline-flex');
  });
});
