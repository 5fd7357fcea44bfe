import { describe, expect, it } from 'vitest';
import { bestTime } from '../testing/best-time';
import { sanitizeContentBlocks, sanitizeMarkupText } from './sanitize-text';

describe('sanitizeMarkupText', () => {
  it('keeps allowed markup as it is', () => {
    expect(sanitizeMarkupText('[b]жирный[/b] текст')).toBe('[b]жирный[/b] текст');
  });

  it('takes script addresses off links and leaves no HTML tag', () => {
    const text = sanitizeMarkupText('[a=javascript:alert(1)]x[/a]<script>alert(1)</script>');
    expect(text).not.toMatch(/javascript:/i);
    expect(text).not.toContain('<script');
  });

  it('removes HTML tags, also ones hidden inside each other', () => {
    expect(sanitizeMarkupText('a<scr<b>ipt>alert(1)</script> < b')).toBe('aalert(1) < b');
    expect(sanitizeMarkupText('<img src=x onerror=alert(1)>x')).toBe('x');
    expect(sanitizeMarkupText('<!-- x --><!DOCTYPE html><<svg onload=alert(1)')).not.toMatch(
      /<[a-z!/]/i,
    );
  });

  it('takes linear time on deeply nested tag halves', () => {
    const hostile = `${'<a'.repeat(50_000)}${'>'.repeat(50_000)}`;
    expect(sanitizeMarkupText(hostile)).not.toMatch(/<[a-z]/i);
    expect(bestTime(() => sanitizeMarkupText(hostile))).toBeLessThan(1_000);
  });

  it('is idempotent', () => {
    const once = sanitizeMarkupText('[spoiler=<b>]x[/spoiler][img]data:x[/img]');
    expect(sanitizeMarkupText(once)).toBe(once);
  });
});

describe('sanitizeContentBlocks', () => {
  it('sanitises text inside spoilers and quotes', () => {
    const [spoiler, quote] = sanitizeContentBlocks([
      { type: 'spoiler', title: 'T', blocks: [{ type: 'text', text: '[a=vbscript:x]y[/a]' }] },
      { type: 'quote', blocks: [{ type: 'text', text: '[a=javascript:x]y[/a]' }] },
    ]);
    expect(JSON.stringify([spoiler, quote])).not.toMatch(/script:/i);
  });
});
