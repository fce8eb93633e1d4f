import Person from '@mui/icons-material/Person';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it("shows the person's directory photo, named, when there is one", () => {
    render(
      <UserAvatar
        src="https://firebasestorage.googleapis.com/v0/b/b/o/v2%2Fusers%2Fu1%2Fa.png?alt=media&token=t"
        name="Ada Lovelace"
        size={32}
        fallback={<Person data-testid="fallback" />}
      />,
    );
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image.getAttribute('src')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/b/o/v2%2Fusers%2Fu1%2Fa.png?alt=media&token=t',
    );
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('shows the fallback without a photo', () => {
    render(<UserAvatar src={null} name="No Photo" size={32} fallback={<Person data-testid="fallback" />} />);
    expect(screen.getByTestId('fallback')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'No Photo' })).toBeNull();
  });
});
