import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, safeLinkHref } from './linkified-text';

const linksOf = (text: string) => {
  const { container } = render(<LinkifiedText text={text} />);
  return { container, anchors: Array.from(container.querySelectorAll('a')) };
};

describe('LinkifiedText', () => {
  it('links http and https addresses, opened in a new tab without opener or referrer', () => {
    const { anchors, container } = linksOf('Agenda: https://example.com/a?b=1 and http://intranet.example/news.');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a?b=1',
      'http://intranet.example/news',
    ]);
    for (const anchor of anchors) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(anchor.getAttribute('aria-label')).toBe(`${anchor.textContent} (opens in a new tab)`);
    }
    expect(container.textContent).toBe('Agenda: https://example.com/a?b=1 and http://intranet.example/news.');
  });

  it('gives a bare domain an https address', () => {
    expect(linksOf('See example.com today').anchors.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
    ]);
  });

  it('never interprets HTML: script and img tags stay text, no element is made', () => {
    const text = '<script>alert("x")</script> <img src=x onerror="alert(1)"> <b>bold</b>';
    const { container } = linksOf(text);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('links no javascript:, data:, vbscript: or mailto: address, and no e-mail address', () => {
    const text =
      'javascript:alert(1) javascript://%0aalert(1) data:text/html;base64,PHNjcmlwdD4= vbscript:msgbox mailto:a@b.example me@corp.example';
    const { anchors, container } = linksOf(text);
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([]);
    expect(container.textContent).toBe(text);
  });

  it('keeps line breaks of the text', () => {
    const { container } = linksOf('one\ntwo');
    expect(container.textContent).toBe('one\ntwo');
    expect(getComputedStyle(container.firstElementChild as Element).whiteSpace).toBe('pre-wrap');
  });
});

describe('safeLinkHref', () => {
  it('answers http and https addresses only', () => {
    expect(safeLinkHref('https://a.example')).toBe('https://a.example');
    expect(safeLinkHref('http://a.example')).toBe('http://a.example');
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT://x', 'data:text/html,x', 'ftp://a.example', '', null, 42])
      expect(safeLinkHref(href)).toBeNull();
  });
});
