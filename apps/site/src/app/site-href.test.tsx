import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSiteHref } from './site-href';

const onProjectPage = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/novels/secret-tale']}>{children}</MemoryRouter>
);
const hrefOf = (href: string) =>
  renderHook(() => useSiteHref(href), { wrapper: onProjectPage }).result.current;

describe('useSiteHref: the addresses react-aria links render', () => {
  it('keeps other sites’ addresses as they are', () => {
    expect(hrefOf('https://vndb.org/v17')).toBe('https://vndb.org/v17');
    expect(hrefOf('mailto:info@anivisual.net')).toBe('mailto:info@anivisual.net');
    expect(hrefOf('//cdn.example/a.png')).toBe('//cdn.example/a.png');
  });

  it('passes this site’s addresses through the router', () => {
    expect(hrefOf('/games?section=ai')).toBe('/games?section=ai');
    expect(hrefOf('/novels/secret-tale#c1')).toBe('/novels/secret-tale#c1');
  });
});
