import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

function root(container: HTMLElement): HTMLElement {
  return container.firstElementChild as HTMLElement;
}

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(root(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a text line by default and takes the other shapes', () => {
    const { container, rerender } = render(<Skeleton />);
    expect(root(container)).toHaveAttribute('data-shape', 'text');
    const textClass = root(container).className;
    rerender(<Skeleton shape="circle" />);
    expect(root(container)).toHaveAttribute('data-shape', 'circle');
    expect(root(container).className).not.toBe(textClass);
  });

  it('takes a width and a height', () => {
    const { container } = render(<Skeleton shape="rect" width={220} height="50%" />);
    expect(root(container)).toHaveStyle({ width: '220px', height: '50%' });
  });

  it('keeps a className given by the caller beside its own', () => {
    const { container } = render(<Skeleton className="extra" />);
    expect(root(container)).toHaveClass('extra');
    expect(root(container).classList.length).toBeGreaterThan(1);
  });
});
