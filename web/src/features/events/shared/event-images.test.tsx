import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardImageOf, cssImage, DEFAULT_POSTER_GRADIENTS, defaultPosterGradient, initialsOf } from './event-art';
import { DefaultPoster, WholeImage } from './event-images';

describe('the images of an event', () => {
  it('puts the cover on the card, else the poster, else nothing (issue 32, item 14)', () => {
    expect(cardImageOf({ cover_url: 'https://f.example/c.png', poster_url: 'https://f.example/p.png' })).toBe(
      'https://f.example/c.png',
    );
    expect(cardImageOf({ cover_url: null, poster_url: 'https://f.example/p.png' })).toBe('https://f.example/p.png');
    expect(cardImageOf({ cover_url: '', poster_url: null })).toBeNull();
  });

  it('shows a poster whole: scaled to fit, on a blurred copy of itself (item 15)', () => {
    render(<WholeImage src="https://f.example/wide.png" alt="Poster of A" sx={{ width: 72, height: 72 }} />);
    const image = screen.getByRole('img', { name: 'Poster of A' });
    expect(getComputedStyle(image).objectFit).toBe('contain');
    const backdrop = image.previousElementSibling as HTMLElement;
    expect(getComputedStyle(backdrop).backgroundImage).toContain('https://f.example/wide.png');
  });

  it('keeps a quote in an address from ending the CSS url()', () => {
    expect(cssImage('https://f.example/a".png')).toBe('url("https://f.example/a%22.png")');
  });

  it('draws the default poster as the event name on a gradient the name chooses (item 21)', () => {
    render(<DefaultPoster name="Berlin Tech Summit" />);
    const poster = screen.getByTestId('poster-placeholder');
    expect(poster.textContent).toBe('Berlin Tech Summit');
    const [from, to] = defaultPosterGradient('Berlin Tech Summit');
    expect(getComputedStyle(poster).background).toContain('linear-gradient');
    expect(DEFAULT_POSTER_GRADIENTS).toContainEqual([from, to]);
    const names = ['Berlin Tech Summit', 'Paris Data Day', 'Hackathon', 'Lyon Forum', 'Munich Meetup'];
    expect(new Set(names.map((name) => defaultPosterGradient(name).join())).size).toBeGreaterThan(1);
  });

  it('gives a thumbnail the initials', () => {
    expect(initialsOf('Berlin Tech Summit')).toBe('BT');
    expect(initialsOf('  «Öko» forum ')).toBe('ÖF');
    expect(initialsOf('2027 Kick-off')).toBe('2K');
    render(<DefaultPoster name="Berlin Tech Summit" small />);
    expect(screen.getByTestId('poster-placeholder').textContent).toBe('BT');
  });
});
